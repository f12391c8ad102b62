import { brand, strategyLabel } from '../brand';
import { companyImage } from '../media';
import type { WhoAreWePage } from '../types';

const { name } = brand;

export const whoAreWe: WhoAreWePage = {
  hero: {
    title: 'Who We Are',
    text: 'Engineers, designers and trainers building dependable software and the people who will build what comes next.',
    leadLength: 0,
    img: companyImage('who-we-are', 'Three colleagues standing together, talking'),
  },
  about: {
    title: `About ${name}`,
    paragraphs: [
      `${name} delivers software development, AI, cloud, security, design and digital marketing for businesses, and runs workshops, internships and job-oriented training for students and graduates.`,
      'From our offices in Hyderabad and Kakinada we work with start-ups, growing companies and established enterprises, often for many years after the first project.',
    ],
    img: companyImage('offices', 'Our office buildings among trees under a clear sky'),
  },
  visionMission: {
    title: 'Vision and mission',
    items: [
      {
        title: 'Our Vision',
        text: 'To be the technology partner businesses trust for dependable software, and the place where new engineers learn their craft.',
        link: { label: 'Read our vision', href: '/vision' },
      },
      {
        title: 'Our Mission',
        text: 'To solve real problems with well-made software, and to share what we know with the people who will build what comes next.',
        link: { label: 'Read our mission', href: '/mission' },
      },
    ],
  },
  promise: {
    title: 'Our Promise',
    text: 'Honest estimates, visible progress, fair treatment and work that lasts: specific commitments to our customers, employees and partners.',
    link: { label: 'Read our promises', href: '/promise' },
  },
  valuesAndGoals: {
    title: 'Values and goals',
    values: {
      title: 'Our Values',
      text: 'User-centricity, innovation, excellence, collaboration, integrity, a growth mindset, social responsibility and sustainability.',
      link: { label: 'Explore our values', href: '/values' },
    },
    goals: {
      title: 'Our Goals',
      text: 'Grow with our clients rather than around them, open technology careers to more towns, and keep every system we build easy to change.',
      link: { label: strategyLabel, href: '/vision' },
    },
  },
  leaders: {
    title: 'Our leaders',
    text: 'The people who set our direction and stay close to every client and every team.',
  },
  diversity: {
    title: 'Diversity and inclusion',
    paragraphs: [
      `${name} hires, pays and promotes people on their skills and their work, regardless of gender, caste, religion, region, disability, age or background.`,
      'Our teams bring together graduates from metro universities and small-town colleges, first-generation engineers and career changers, and we believe that mix makes our work better.',
    ],
  },
  experts: {
    title: 'We Are Experts',
    text: 'Specialists in software, cloud, data, security, design and training, working as one team.',
    figures: [
      {
        img: companyImage('experts-1', 'Two developers pair-programming in front of one screen'),
        caption:
          'Software engineering: every change written in pairs or reviewed by a second engineer.',
      },
      {
        img: companyImage('experts-2', 'A designer sketching app screens on a tablet'),
        caption:
          'Design: screens sketched, prototyped and tested with real users before they are built.',
      },
      {
        img: companyImage(
          'experts-3',
          'A cloud engineer watching live dashboards of uptime and load',
        ),
        caption:
          'Cloud, data and security: systems watched around the clock, with alerts before outages.',
      },
      {
        img: companyImage(
          'experts-4',
          'A trainer leading a hands-on coding session for three learners',
        ),
        caption: 'Training: engineers who ship client work teach the courses, hands on keyboards.',
      },
    ],
  },
};
