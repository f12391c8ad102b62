import { brand } from './brand';
import { companyImage } from './media';
import { tooLongMessage } from './formTexts';

const fields = {
  name: { label: 'Name' },
  email: { label: 'Email', placeholder: 'name@example.com' },
  phone: { label: 'Mobile Number', optional: true },
  subject: { label: 'Subject', optional: true },
  message: { label: 'Message' },
} as const;

/** The longest value each field takes, in characters: the form's rules and messages share it. */
const maxLengths = { name: 120, email: 254, phone: 20, subject: 200, message: 5000 } as const;

const toasts = {
  success: 'Your message reached our Inbox!',
  failure: 'Something Went Wrong! Please Try Later',
} as const;

export const contactPage = {
  hero: {
    title: 'Contact Us',
    text: 'Tell us what you are planning, what is slowing you down or what you want to learn. We reply within one working day.',
    leadLength: 82,
    img: companyImage('contact', 'An open envelope with a letter, chat bubbles and a map pin'),
  },
  intro: {
    title: 'Let us talk',
    text: 'Share a few details about your project or question. A consultant who knows the subject, not a sales script, will get back to you.',
  },
  form: {
    title: 'Send us a message',
    fields,
    submitLabel: 'Send',
    sendingLabel: 'Sending…',
  },
  // D12: name, a valid email and the message are required.
  messages: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    messageRequired: 'Message is required',
    phoneDigits: 'Mobile Number must contain digits only',
  },
  maxLengths,
  // An over-long value is named in its field's words; an over-long address is simply invalid.
  tooLongMessages: {
    name: tooLongMessage(fields.name.label, maxLengths.name),
    phone: tooLongMessage(fields.phone.label, maxLengths.phone),
    subject: tooLongMessage(fields.subject.label, maxLengths.subject),
    message: tooLongMessage(fields.message.label, maxLengths.message),
  },
  toasts,
  offices: {
    title: 'Visit our offices',
    /** Under each address, which opens in Google Maps in a new tab. */
    mapLinkLabel: 'Open in Google Maps',
    text: 'Both branches are open Monday to Saturday, 9:30 am to 6:30 pm. Each address opens in Google Maps.',
  },
  direct: {
    title: 'Prefer to write or call?',
    email: { label: brand.email, href: `mailto:${brand.email}` },
    phone: { label: brand.phone, href: brand.phoneHref },
  },
  // The page a message sent without script leads to once it is stored (D27), headed with the
  // words the success toast says when script sends it.
  sent: {
    title: toasts.success,
    text: 'Thank you for writing to us. A consultant will reply to the email address you gave within one working day.',
    links: [
      { label: 'Back to the home page', href: '/' },
      { label: 'See what we provide', href: '/whatweprovide' },
    ],
  },
} as const;
