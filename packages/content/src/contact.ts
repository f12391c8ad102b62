import { brand } from './brand';
import { companyImage } from './media';
import { pageMeta } from './pageMeta';

export const contactPage = {
  description: pageMeta.contact.description,
  hero: {
    title: 'Contact Us',
    text: 'Tell us what you are planning, what is slowing you down or what you want to learn. We reply within one working day.',
    img: companyImage('contact', 'A headset and a notebook beside an open laptop'),
  },
  intro: {
    title: 'Let us talk',
    text: 'Share a few details about your project or question. A consultant who knows the subject, not a sales script, will get back to you.',
  },
  form: {
    title: 'Send us a message',
    fields: {
      name: { label: 'Name' },
      email: { label: 'Email', placeholder: 'name@example.com' },
      phone: { label: 'Mobile Number', optional: true },
      subject: { label: 'Subject', optional: true },
      message: { label: 'Message' },
    },
    submitLabel: 'Send',
    sendingLabel: 'Sending…',
  },
  // D12: name, a valid email and the message are required.
  messages: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    messageRequired: 'Message is required',
  },
  toasts: {
    success: 'Your message reached our Inbox!',
    failure: 'Something Went Wrong! Please Try Later',
  },
  offices: {
    title: 'Visit our offices',
    text: 'Both branches are open Monday to Saturday, 9:30 am to 6:30 pm. Each address opens in Google Maps.',
  },
  direct: {
    title: 'Prefer to write or call?',
    email: { label: brand.email, href: `mailto:${brand.email}` },
    phone: { label: brand.phone, href: brand.phoneHref },
  },
} as const;
