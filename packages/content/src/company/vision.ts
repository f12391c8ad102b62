import { companyImage } from '../media';
import type { CompanyPage } from '../types';

export const vision: CompanyPage = {
  hero: {
    title: 'OUR VISION',
    text: 'Dependable technology for every business we serve, and a real career for every learner we train.',
    leadLength: 50,
    img: companyImage('vision', 'A telescope pointed at a bright planet in the night sky'),
  },
  sections: [
    {
      title: 'What we see ahead',
      paragraphs: [
        'We want to be the partner that growing businesses call first when they need software they can depend on, and the company that students point to when they explain how they got their first job in technology.',
      ],
    },
    {
      title: 'What that means in practice',
      paragraphs: [
        'For clients, it means systems that are still easy to change five years after launch, costs that can be predicted, and a team that answers the phone.',
        'For learners, it means training connected to real projects, honest feedback and a path from classroom to workplace, whether they live in Hyderabad, Kakinada or a town in between.',
      ],
      link: { label: 'Read our mission', href: '/mission' },
    },
  ],
};
