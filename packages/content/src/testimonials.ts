import { brand } from './brand';
import { portrait } from './media';
import type { PortraitName } from './media';
import type { Testimonial } from './types';

const testimonial = (id: number, name: string, text: string): Testimonial => ({
  id,
  name,
  text,
  image: portrait(`testimonial-${id}` as PortraitName, `Portrait of ${name}`),
});

/** The home page's intern testimonials; the list shows a 150-character preview of each. */
export const testimonials: readonly Testimonial[] = [
  testimonial(
    1,
    'Ananya Reddy',
    `I joined ${brand.name} as a web development intern in my final year of B.Tech, expecting tutorials. On the second day I was fixing a real bug in a customer portal built with React. My mentor reviewed every pull request line by line and explained why, not just what, to change. By the end of three months I had shipped a complete booking module and I could talk through it confidently in every interview.`,
  ),
  testimonial(
    2,
    'Karthik Varma',
    'The cloud internship taught me more than a year of reading documentation. I helped migrate a client application from a single server to AWS, wrote my first Terraform scripts and learned why you always test a restore, not just the backup. The weekly goals kept me focused, and the fortnightly reviews told me honestly where I needed to improve.',
  ),
  testimonial(
    3,
    'Sai Priya Kondapalli',
    `I came from a mechanical engineering background and was nervous about switching to software. The team at ${brand.name} never made me feel behind. I started with small UI fixes, moved on to writing APIs in Node.js and finished by presenting a feature to the client myself. That presentation is the story I told in the interview that got me my first job.`,
  ),
  testimonial(
    4,
    'Mohammed Faizan',
    'My internship was in the AI team, working on invoice extraction for a logistics company. I cleaned data, trained models in Python and learned how to measure whether a model is actually better than the simple rules it replaces. Seeing the accuracy figures improve week after week on real documents was the most satisfying part of my degree.',
  ),
  testimonial(
    5,
    'Harika Chowdary',
    'As a UI / UX design intern I ran my first usability tests with real users and watched them struggle with a screen I thought was perfect. That lesson changed how I design. I built components in Figma that the developers used directly, and I left with a portfolio of case studies instead of a collection of pretty mock-ups.',
  ),
  testimonial(
    6,
    'Venkatesh Naidu',
    'I did my internship at the Kakinada office, which meant I did not have to move to a big city to work on serious projects. I worked on a Flutter app for a retail client, tested it on a dozen different phones and saw it go live on the Play Store. The mentors were patient, and the standards were high.',
  ),
  testimonial(
    7,
    'Divya Lakshmi',
    'The Training & Placements programme was structured like a job: daily stand-ups, code reviews and deadlines. The mock interviews were tougher than the real ones, which is exactly what I needed. Within six weeks of finishing the course I had two offers, and I still use the notes from my Java and SQL sessions at work.',
  ),
  testimonial(
    8,
    'Rohit Sharma',
    'I chose the DevOps internship because I wanted to understand what happens after code is written. I built a CI/CD pipeline with GitHub Actions, containerised an application with Docker and set up monitoring dashboards. When a deployment failed, nobody blamed me; we wrote a short review together and fixed the process instead.',
  ),
  testimonial(
    9,
    'Meghana Rao',
    `What stood out at ${brand.name} was how much responsibility interns are trusted with. I owned the database layer of a small inventory system, designed the PostgreSQL schema and tuned the slowest queries. My mentor checked my work carefully, but the decisions were mine, and that confidence has stayed with me.`,
  ),
  testimonial(
    10,
    'Praveen Kumar',
    'I joined the digital marketing internship knowing only how to post on social media. I learned to set up Google Analytics, run small Google Ads campaigns with a fixed budget and report results in leads rather than likes. The team shared real client dashboards with me, so every lesson came with real numbers behind it.',
  ),
];

/** Texts of the testimonials carousel and its full-screen overlay. */
export const testimonialsSection = {
  title: 'What our interns say',
  subtitle: 'Students and graduates on what they built, learned and took with them.',
  readMoreLabel: 'Read More',
  roleLabel: '- Intern',
  closeLabel: 'Close testimonial',
} as const;
