import { brand } from '../brand';
import { companyImage, heroVideo } from '../media';
import { serviceLink } from '../serviceNames';
import type { HomePage } from '../types';

const { name } = brand;

export const home: HomePage = {
  hero: {
    title: 'Software, cloud and skills for growing businesses',
    text: `${name} designs, builds and runs software for companies across India and abroad, and trains the engineers who will build what comes next.`,
    video: heroVideo,
    cta: { label: 'Explore our services', href: '/whatweprovide' },
  },
  about: {
    anchor: 'about',
    title: 'About us',
    paragraphs: [
      `${name} is an IT services and training company with offices in Hyderabad and Kakinada. Our engineers, designers and trainers work on everything from AI assistants and cloud migrations to e-commerce stores and mobile apps.`,
      'We keep delivery and training under one roof on purpose: our client projects keep our courses current, and our training programmes bring us curious, well-prepared people who join our project teams.',
    ],
    img: companyImage('about', 'Two engineers planning a project on a whiteboard of sticky notes'),
    link: { label: 'Read our story', href: '/story' },
  },
  whoAreWe: {
    anchor: 'whoarewe',
    title: 'Who we are',
    text: 'A team that treats your problem as our own: small enough to know every client by name, experienced enough to take a product from first sketch to full production scale.',
    values: [
      {
        key: 'innovators',
        title: 'Innovators',
        text: 'We try new tools on our own projects first, so the ones we recommend to you are proven, not fashionable.',
      },
      {
        key: 'entrepreneurial',
        title: 'Entrepreneurial',
        text: 'We think like owners: we ask what each feature is worth to your business and spend your budget where it pays back.',
      },
      {
        key: 'partnership',
        title: '360° Partnership',
        text: 'Strategy, design, build, hosting, support and the people to run it: one accountable partner for the whole life of your product.',
      },
    ],
    link: { label: 'Meet the team', href: '/whoarewe' },
  },
  whatWeOffer: {
    anchor: 'whatweoffer',
    title: 'What we offer',
    text: 'Three ways we work with organisations, often all at once.',
    rows: [
      {
        title: 'Digital engineering',
        text: 'Custom software, websites, mobile apps and UI / UX design, built in short iterations you can see and test.',
        link: serviceLink('software-dev'),
      },
      {
        title: 'Cloud, data and security',
        text: 'Migrations to AWS and Azure, DevOps pipelines, database care and security testing that keep your systems fast and safe.',
        link: serviceLink('cloud'),
      },
      {
        title: 'Talent and training',
        text: 'Workshops, internships and job-oriented training that turn students and graduates into productive engineers.',
        link: serviceLink('training'),
      },
    ],
  },
  companyLinks: {
    title: `Get to know ${name}`,
    links: [
      { label: 'Who are we', href: '/whoarewe' },
      { label: 'Our Story', href: '/story' },
      { label: 'Our Vision', href: '/vision' },
      { label: 'Our Mission', href: '/mission' },
    ],
  },
};
