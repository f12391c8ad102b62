import { brand } from './brand';
import { processImage } from './media';
import type { ProcessStep, TitledText } from './types';

/** The heading of both five-step timelines (service pages and /qualitymanagement). */
export const processTitle = `${brand.name} PROCESS` as const;

/**
 * The steps under every service page: words only, numbered where they are shown, since their
 * pictures are /qualitymanagement's (D46).
 */
export const serviceProcessSteps: readonly TitledText[] = [
  {
    title: 'Ideation and Conceptualization',
    text: 'We meet your stakeholders, agree the problem worth solving and the number that will prove it solved, and turn that into a scoped plan with milestones, a budget and a named team.',
  },
  {
    title: 'Design',
    text: 'Architects and designers shape the solution together: user journeys and clickable prototypes on one side, data model, integrations and security design on the other, all reviewed with you before build starts.',
  },
  {
    title: 'Development and Coding',
    text: 'We build in two-week sprints and demonstrate working software at the end of each one. Every change is peer-reviewed, covered by automated tests and merged through a continuous integration pipeline.',
  },
  {
    title: 'Testing and QA',
    text: 'Functional, regression, performance and security tests run against a staging copy of production, and your team completes user acceptance testing against the criteria we agreed at the start.',
  },
  {
    title: 'Deployment and Launch',
    text: 'We release with a rehearsed plan, monitoring and a rollback path, train your users and support staff, then stay close through a hypercare period before handing over to ongoing support.',
  },
];

/**
 * The alternating timeline of /qualitymanagement: where quality is checked at each step, each
 * with its picture, shown on this page only.
 */
export const qualityProcessSteps: readonly ProcessStep[] = [
  {
    title: 'Ideation & Conceptualization',
    text: 'Quality starts with a clear definition of done. We write measurable acceptance criteria, non-functional targets such as page speed and uptime, and the risks to watch, and agree them with you in writing.',
    img: processImage('ideation', 'A glowing light bulb above a board of sticky notes'),
  },
  {
    title: 'Design',
    text: 'Designs pass a usability test with real users and an accessibility check, and the technical design is reviewed by a senior architect from outside the project team before anyone writes code.',
    img: processImage('design', 'A pen drawing shapes beside colour swatches and a ruler'),
  },
  {
    title: 'Development & Coding',
    text: 'Coding standards, mandatory peer review, static analysis and automated unit tests catch defects while they are cheapest to fix. Nothing merges while the build is red.',
    img: processImage('development', 'A laptop showing code, with a code tag and turning gears'),
  },
  {
    title: 'Testing & QA',
    text: 'An independent QA team runs regression, performance and security testing, logs every defect with its severity and retests each fix. We share the results with you, not just the summary.',
    img: processImage('testing', 'A magnifying glass over a checklist of passed tests'),
  },
  {
    title: 'Deployment & Launch',
    text: 'Releases follow a checklist with sign-off, monitoring and a tested rollback. After launch we track errors and performance against the agreed targets and feed every lesson into the next project.',
    img: processImage('deployment', 'A rocket lifting off above the clouds'),
  },
];
