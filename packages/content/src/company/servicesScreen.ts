import { brand } from '../brand';
import { companyImage } from '../media';
import type { ServicesScreen } from '../types';

const { name } = brand;

export const servicesScreen: ServicesScreen = {
  hero: {
    title: 'What We Provide',
    text: 'Fourteen services, one team: we design, build, secure and run digital products, and we train the people who keep them growing.',
    leadLength: 79,
    img: companyImage(
      'services',
      'A grid of tiles for services: a gear, code, a cloud, a shield, a chart and a phone',
    ),
  },
  intro: {
    title: 'One partner from first idea to long-term support',
    text: 'Most clients come to us for one service and stay for several. Because design, engineering, cloud, security and training sit in the same company, nothing gets lost between vendors and one team stays accountable for the result.',
  },
  offers: {
    title: 'Our services',
    text: 'Choose a service to see what is included, how we deliver it and the results you can expect.',
  },
  comparison: {
    title: 'The regular way vs our way',
    regular: {
      title: 'The regular way',
      items: [
        'A long specification signed off before anyone sees working software',
        'Progress reported in percentages and status meetings',
        'Testing squeezed in at the end, when deadlines are tight',
        'Handover of code with little documentation or training',
        'Support priced and negotiated after launch',
      ],
    },
    ours: {
      title: `The ${name} way`,
      items: [
        'A short discovery that fixes goals, scope and the metric that proves success',
        'Working software demonstrated every two weeks',
        'Automated tests and peer review on every change from day one',
        'Documentation, training and a handover your team can run with',
        'Support terms agreed up front, with response times in writing',
      ],
    },
  },
  technologies: {
    title: 'Technologies we work with',
    text: 'We choose tools for how long they will serve you, not for novelty. These are the platforms our teams use every day.',
  },
  quality: {
    title: 'Quality built into every step',
    text: 'Quality is not a phase at the end of a project. From the first workshop to the last release, each step has its own checks, owners and evidence.',
    link: { label: 'See how we manage quality', href: '/qualitymanagement' },
  },
  howWeWork: {
    title: 'How we work',
    text: 'Every engagement, large or small, follows the same four habits.',
    steps: [
      {
        title: 'Understand first',
        text: 'We start with your users, your numbers and your constraints, and write down what success looks like before proposing a solution.',
      },
      {
        title: 'Plan in the open',
        text: 'You get a clear scope, a fixed team, a timeline with milestones and a price, and you see the same project board we do.',
      },
      {
        title: 'Build and show',
        text: 'Short iterations end with a live demonstration, so you can steer the work while change is still cheap.',
      },
      {
        title: 'Run and improve',
        text: 'After launch we monitor, support and improve what we built, or train your team to take it over.',
      },
    ],
  },
};
