import { brand } from '../brand';
import { companyImage } from '../media';
import type { CompanyPage } from '../types';

const { name } = brand;

export const story: CompanyPage = {
  hero: {
    title: 'OUR STORY',
    text: 'A classroom, a few laptops and a simple idea: the best way to learn software is to build real software.',
    leadLength: 0,
    img: companyImage('story', 'A winding path of milestones rising to a flag in the night sky'),
  },
  sections: [
    {
      title: 'Where we started',
      paragraphs: [
        `${name} began as a programming training centre in Kakinada, teaching engineering students the skills their syllabus left out: version control, databases, web frameworks and working in a team.`,
        'Local businesses soon asked our trainers to build what they were teaching: a billing system, a school website, an app for a chain of pharmacies. Those first projects taught us as much as they taught our students.',
      ],
    },
    {
      title: 'Growing into a services company',
      paragraphs: [
        'As the projects grew, so did the team. We opened our office in Kothaguda, Hyderabad, close to the clients and the talent of the city, and added cloud, security, AI and design practices one by one, each led by people who had done the work for years.',
        'Kakinada remained our second home: it is where many of our engineers and interns come from, and where we show that serious technology careers do not require moving to a metro.',
      ],
    },
    {
      title: 'Where we are going',
      paragraphs: [
        'Today we deliver software, cloud and AI projects for businesses in India and abroad, while our workshops, internships and placement programmes prepare students and graduates for their first jobs. The idea has not changed: build real things, and bring people up with you.',
      ],
      link: { label: 'Read our vision', href: '/vision' },
    },
  ],
};
