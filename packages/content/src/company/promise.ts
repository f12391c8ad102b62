import { companyImage } from '../media';
import type { PromisePage } from '../types';

export const promise: PromisePage = {
  hero: {
    title: 'OUR Promises',
    text: 'Specific commitments we make, and expect to be held to, by the people who work with us.',
    leadLength: 87,
    img: companyImage('promise', 'A signed agreement with a rosette seal and a pen'),
  },
  intro:
    'Promises are easy to write and harder to keep, so we keep ours specific. If we fall short of any of them, tell us; we will fix it.',
  lists: [
    {
      audience: 'customers',
      title: 'To our customers',
      items: [
        'An honest estimate, and early warning if it changes',
        'Working software to review every two weeks',
        'Code, designs and documentation that belong to you',
        'Security and data protection built in, not added later',
        'Support response times agreed in writing and met',
      ],
    },
    {
      audience: 'employees',
      title: 'To our employees',
      items: [
        'Meaningful work on real products from your first week',
        'A mentor, a learning budget and time to use both',
        'Fair, transparent reviews and pay',
        'Reasonable hours, with overtime the exception, not the plan',
        'A workplace where every voice is heard and respected',
      ],
    },
    {
      audience: 'partners',
      title: 'To our partners',
      items: [
        'Clear agreements and invoices paid on time',
        'Shared credit for shared success',
        'Open communication about opportunities and problems',
        'Respect for your clients, your people and your brand',
      ],
    },
  ],
};
