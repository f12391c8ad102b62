import { brand } from './brand';
import { companyImage } from './media';
import type { ContentSection, HeroPage, Image, Link, TitledText } from './types';

const { name } = brand;

export interface CareersPage extends HeroPage {
  culture: ContentSection;
  fakeOfferWarning: ContentSection;
  apply: { title: string; text: string; links: readonly Link[] };
  /** The open roles' section: on `/career` the list itself, elsewhere a link to it. */
  openRoles: { title: string; text: string; seeAll: string };
  equalOpportunity: ContentSection & { anchor: 'job' };
  promises: { title: string; items: readonly TitledText[] };
  life: { title: string; text: string; images: readonly Image[] };
}

export const careers: CareersPage = {
  hero: {
    title: `Build your career at ${name}`,
    text: 'Real projects, patient mentors and a team that wants you to grow. Join us as an engineer, a designer, a trainer or an intern.',
    leadLength: 65,
    img: companyImage('careers', 'A briefcase beside bars and an arrow rising'),
  },
  culture: {
    title: 'Our culture',
    paragraphs: [
      'We are a team of builders and teachers. Everyone here writes, designs or teaches something that real people use, and everyone is expected to explain their work to someone newer than them.',
      "We keep teams small, decisions close to the people doing the work and meetings short. We review each other's code and designs with care, celebrate launches together and talk openly about what went wrong so it does not happen twice.",
    ],
  },
  fakeOfferWarning: {
    title: 'Beware of fake job offers',
    paragraphs: [
      `${name} never asks candidates for money at any stage of recruitment: no registration fees, training deposits, equipment charges or "refundable" security amounts.`,
      `Genuine messages from us come only from e-mail addresses ending in @${brand.domain}, and every offer follows at least one interview with our team. If you receive a suspicious offer in our name, do not pay or share personal documents, and report it to ${brand.careersEmail}.`,
    ],
  },
  apply: {
    title: 'Apply now',
    text: 'Choose the kind of role you are looking for. The form takes about ten minutes; have your resume ready.',
    // D14: the two links tell the form which kind of application this is.
    links: [
      { label: 'Apply for a Job', href: '/apply?type=job' },
      { label: 'Apply for an Internship', href: '/apply?type=internship' },
    ],
  },
  openRoles: {
    title: 'Open roles',
    text: 'Roles we are hiring for now. Each closes on its date; apply before then.',
    seeAll: 'See the open roles',
  },
  equalOpportunity: {
    anchor: 'job',
    title: 'Equal opportunity employer',
    paragraphs: [
      `${name} is an equal opportunity employer. We consider every applicant on their skills, experience and potential, without regard to gender, caste, religion, region, marital status, disability, age, sexual orientation or any other characteristic protected by law.`,
      'If you need an adjustment to take part in our interviews, tell us in your application or write to us, and we will make it.',
    ],
  },
  promises: {
    title: 'What we promise you',
    items: [
      {
        title: 'Real work from week one',
        text: 'You will contribute to a live project, not spend months on dummy exercises.',
      },
      {
        title: 'A mentor who has time for you',
        text: 'Every new joiner is paired with an experienced colleague who reviews their work and helps them plan their growth.',
      },
      {
        title: 'Learning that is paid for',
        text: 'Certifications, courses and conference tickets are funded, and time for learning is part of the working week.',
      },
      {
        title: 'A fair, clear process',
        text: 'We reply to every application, explain each interview stage in advance and give feedback when we say no.',
      },
    ],
  },
  life: {
    title: `Life at ${name}`,
    text: 'Hackathons, knowledge-sharing Fridays, festival celebrations in both offices and the quiet satisfaction of a launch that goes smoothly.',
    images: [
      companyImage('life-1', 'Three colleagues with laptops at a table, sharing an idea'),
      companyImage('life-2', 'Balloons, confetti and a gift: the team celebrating'),
      companyImage('life-3', 'A calm desk with a monitor of code, a lamp and a plant'),
    ],
  },
};
