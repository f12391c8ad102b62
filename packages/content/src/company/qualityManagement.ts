import { brand } from '../brand';
import { companyImage } from '../media';
import type { QualityPage } from '../types';

const { name } = brand;

export const qualityManagement: QualityPage = {
  hero: {
    title: 'OUR Quality Management',
    text: 'Quality is planned, checked and proven at every step, not inspected in at the end.',
    leadLength: 82,
    img: companyImage('quality', 'A rosette medal beside a checklist with ticks'),
  },
  intro:
    'Our quality management system defines who checks what, when and against which standard on every project, and keeps the evidence so clients and auditors can see it.',
  howWeHelp: {
    title: 'How we help',
    intro: { label: `Discover what ${name} builds`, href: '/' },
    paragraphs: [
      'We agree measurable acceptance criteria and non-functional targets before work starts, so everyone knows what "done" means.',
      'Independent reviewers and testers check each deliverable, defects are tracked to closure, and every release is signed off against the agreed criteria.',
      'After each project we review what went well and what did not, and update our checklists so the next project starts from a higher baseline.',
    ],
  },
};
