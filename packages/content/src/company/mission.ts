import { companyImage } from '../media';
import type { CompanyPage } from '../types';

export const mission: CompanyPage = {
  hero: {
    title: 'OUR MISSION',
    text: 'Solve real problems with well-made software, and share what we know with the people who will build what comes next.',
    leadLength: 0,
    img: companyImage('mission', 'An arrow in the centre of a target, beside a ticked card'),
  },
  sections: [
    {
      title: 'For our clients',
      paragraphs: [
        'Understand the business problem before writing code, deliver in small, visible steps, and measure our work by the results it produces: time saved, revenue earned, risks removed.',
      ],
    },
    {
      title: 'For learners',
      paragraphs: [
        'Teach the skills employers actually test for, through projects rather than slides, and stay with our trainees until they are placed and productive.',
      ],
    },
    {
      title: 'For our team',
      paragraphs: [
        'Give every engineer challenging work, a mentor, time to learn and a fair say in how we work, so that the people who build our reputation want to stay and grow here.',
      ],
      link: { label: 'See our values', href: '/values' },
    },
  ],
};
