import { brand } from './brand';
import type { PageMeta } from './types';

const { name } = brand;

/**
 * Each page's document title and meta description. Kept apart from the pages' copy: the router
 * reads them in every route's head(), which ships with every page, while the copy loads only with
 * its own page.
 */
export const pageMeta = {
  home: {
    title: name,
    description: `${name} builds software, web and mobile apps, AI and cloud solutions for businesses, and trains the next generation of engineers in Hyderabad and Kakinada.`,
  },
  services: {
    title: 'What We Provide',
    description: `Explore the ${name} services: AI, software, web and mobile development, design, cloud, DevOps, security, e-commerce, marketing and training.`,
  },
  story: {
    title: 'Our Story',
    description: `How ${name} grew from a programming classroom in Kakinada into an IT services and training company serving clients from Hyderabad and Kakinada.`,
  },
  vision: {
    title: 'Our Vision',
    description: `The ${name} vision: to be the technology partner businesses trust for dependable software and the place where India's next engineers learn their craft.`,
  },
  mission: {
    title: 'Our Mission',
    description: `The ${name} mission: build software that solves real business problems, share what we know through training, and grow with our clients and our people.`,
  },
  values: {
    title: 'Our Values',
    description: `The eight values that guide ${name}: user-centricity, innovation, excellence, collaboration, integrity, growth, responsibility and sustainability.`,
  },
  promise: {
    title: 'Our Promises',
    description: `What ${name} promises its customers, employees and partners: honest estimates, visible progress, fair treatment and work that lasts beyond launch.`,
  },
  quality: {
    title: 'Quality Management',
    description: `How ${name} manages quality on every project: agreed acceptance criteria, peer review, automated and independent testing, and controlled releases.`,
  },
  whoAreWe: {
    title: 'Who We Are',
    description: `Who we are at ${name}: our vision and mission, our promises, our values and goals, the leaders behind the company and the experts who deliver for you.`,
  },
  careers: {
    title: 'Careers',
    description: `Careers at ${name}: jobs and internships in software, cloud, AI and design in Hyderabad and Kakinada, with mentoring, real projects and room to grow.`,
  },
  apply: {
    title: 'Application Form',
    description: `Apply for a job or an internship at ${name}. Upload your resume, tell us about yourself and we will reply to every application we receive.`,
  },
  contact: {
    title: 'Contact Us',
    description: `Contact ${name} in Hyderabad or Kakinada about software, cloud, AI or training. Send us a message and the right person will reply within one working day.`,
  },
  terms: {
    title: 'Terms and Conditions',
    description: `The terms that apply when you use the ${name} website, send us an enquiry or apply for a job, internship, workshop or training programme.`,
  },
  privacy: {
    title: 'Privacy Policy',
    description: `How ${name} collects, uses, protects and retains personal data from website visitors, enquirers and job or internship applicants, and your rights.`,
  },
  search: {
    title: 'Search results',
    description: `Find a page of the ${name} website: services, company pages, careers and the application form.`,
  },
  contactSent: {
    title: 'Message sent',
    description: `Your message has reached ${name}. A consultant will reply within one working day.`,
  },
  applicationSent: {
    title: 'Application sent',
    description: `Your application has reached ${name}. We reply to every application we receive.`,
  },
  mouse: {
    title: 'Cursor demonstration',
    description: `A small demonstration of the ${name} custom cursor: move the mouse over the shapes below and watch the cursor follower change its style.`,
  },
} as const satisfies Record<string, PageMeta>;

/** The title of each signed-in screen, by the name the server gives the screen (never indexed). */
export const signedInTitles = {
  'staff-sign-in': 'Staff sign-in',
  'staff-set-password': 'Set your password',
  'staff-inbox': 'Staff inbox',
  'staff-application': 'Application',
  'staff-contact': 'Contact message',
  'staff-account': 'Your staff account',
  'staff-openings': 'Openings',
  'staff-opening': 'Opening',
  'candidate-sign-in': 'Sign in to your applications',
  'candidate-link-sent': 'Check your e-mail',
  'candidate-link': 'Sign in with your link',
  candidate: 'Your applications',
} as const;
