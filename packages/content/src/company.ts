import { brand, strategyLabel } from './brand';
import { companyImage, heroVideo } from './media';
import type {
  CompanyPage,
  HomePage,
  PromisePage,
  QualityPage,
  ServicesScreen,
  ValuesPage,
  WhoAreWePage,
} from './types';
import { pageMeta } from './pageMeta';

const { name } = brand;

export const home: HomePage = {
  description: pageMeta.home.description,
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
    img: companyImage('about', 'Engineers planning a project around a whiteboard'),
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
        link: { label: 'Software Development', href: '/service/software-dev' },
      },
      {
        title: 'Cloud, data and security',
        text: 'Migrations to AWS and Azure, DevOps pipelines, database care and security testing that keep your systems fast and safe.',
        link: { label: 'Cloud Computing', href: '/service/cloud' },
      },
      {
        title: 'Talent and training',
        text: 'Workshops, internships and job-oriented training that turn students and graduates into productive engineers.',
        link: { label: 'Training & Placements', href: '/service/training' },
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

export const servicesScreen: ServicesScreen = {
  description: pageMeta.services.description,
  hero: {
    title: 'What We Provide',
    text: 'Fourteen services, one team: we design, build, secure and run digital products, and we train the people who keep them growing.',
    img: companyImage('services', 'A grid of service icons connected by lines'),
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

export const story: CompanyPage = {
  description: pageMeta.story.description,
  hero: {
    title: 'OUR STORY',
    text: 'A classroom, a few laptops and a simple idea: the best way to learn software is to build real software.',
    img: companyImage('story', 'A small classroom that opens into a modern office'),
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

export const vision: CompanyPage = {
  description: pageMeta.vision.description,
  hero: {
    title: 'OUR VISION',
    text: 'Dependable technology for every business we serve, and a real career for every learner we train.',
    img: companyImage('vision', 'A path leading towards a bright horizon'),
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

export const mission: CompanyPage = {
  description: pageMeta.mission.description,
  hero: {
    title: 'OUR MISSION',
    text: 'Solve real problems with well-made software, and share what we know with the people who will build what comes next.',
    img: companyImage('mission', 'A compass resting on a project plan'),
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

export const values: ValuesPage = {
  description: pageMeta.values.description,
  hero: {
    title: 'OUR VALUES',
    text: 'Eight commitments that decide how we design, build, teach and treat one another.',
    img: companyImage('values-1', 'Team members stacking building blocks together'),
  },
  intro:
    'Values only matter if they change decisions. These are the ones we use when a deadline, a budget or a shortcut tempts us to do otherwise.',
  values: [
    {
      title: 'User-Centricity',
      text: 'We design for the people who will use what we build, test with them early and let their behaviour, not our assumptions, settle arguments.',
    },
    {
      title: 'Innovation',
      text: 'We look for better ways to solve familiar problems and try new tools on our own work before we recommend them to clients.',
    },
    {
      title: 'Excellence',
      text: 'We hold our work to standards we can prove: reviewed code, automated tests, measured performance and documentation that is kept up to date.',
    },
    {
      title: 'Collaboration',
      text: 'We work as one team with our clients and with each other, share knowledge openly and ask for help early.',
    },
    {
      title: 'Integrity',
      text: 'We say what we will do, do what we said, and tell clients plainly about risks, delays and mistakes, including our own.',
    },
    {
      title: 'Growth Mindset',
      text: 'We treat every project, review and failure as a chance to learn, and we invest in training for everyone, from interns to directors.',
    },
    {
      title: 'Social Responsibility',
      text: 'We open technology careers to students from smaller towns and run free workshops for colleges that cannot afford commercial training.',
    },
    {
      title: 'Sustainability',
      text: 'We design efficient systems, right-size cloud resources to cut waste and energy use, and build software meant to last rather than be replaced.',
    },
  ],
  sections: [
    {
      title: 'Values in our projects',
      paragraphs: [
        'Every project begins with user research and ends with measurable results. Code is reviewed by a second engineer, tested automatically and released only when it meets the standards agreed with the client.',
      ],
      img: companyImage('values-1', 'Team members stacking building blocks together'),
    },
    {
      title: 'Values in our teams',
      paragraphs: [
        'Our teams mix experienced engineers with recent graduates. Seniors mentor, juniors question, and everyone is expected to raise a problem the moment they see it rather than hope it goes away.',
      ],
      img: companyImage('values-2', 'Two colleagues reviewing a design on a shared screen'),
    },
    {
      title: 'Values in our community',
      paragraphs: [
        'Through free college workshops, internships in Kakinada and careful use of cloud resources, we try to leave the communities and the environment we work in better off for our presence.',
      ],
      img: companyImage('values-3', 'Students at a workshop planting a tree outside their college'),
    },
  ],
};

export const promise: PromisePage = {
  description: pageMeta.promise.description,
  hero: {
    title: 'OUR Promises',
    text: 'Specific commitments we make, and expect to be held to, by the people who work with us.',
    img: companyImage('promise', 'Two hands shaking over a signed agreement'),
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

export const qualityManagement: QualityPage = {
  description: pageMeta.quality.description,
  hero: {
    title: 'OUR Quality Management',
    text: 'Quality is planned, checked and proven at every step, not inspected in at the end.',
    img: companyImage('quality', 'A magnifying glass over a checklist with green ticks'),
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

export const whoAreWe: WhoAreWePage = {
  description: pageMeta.whoAreWe.description,
  hero: {
    title: 'Who We Are',
    text: 'Engineers, designers and trainers building dependable software and the people who will build what comes next.',
    img: companyImage('who-we-are', 'The team gathered in a bright office'),
  },
  about: {
    title: `About ${name}`,
    paragraphs: [
      `${name} delivers software development, AI, cloud, security, design and digital marketing for businesses, and runs workshops, internships and job-oriented training for students and graduates.`,
      'From our offices in Hyderabad and Kakinada we work with start-ups, growing companies and established enterprises, often for many years after the first project.',
    ],
    img: companyImage('about', 'Engineers planning a project around a whiteboard'),
  },
  visionMission: {
    title: 'Vision and mission',
    items: [
      {
        title: 'Our Vision',
        text: 'To be the technology partner businesses trust for dependable software, and the place where new engineers learn their craft.',
        link: { label: 'Read our vision', href: '/vision' },
      },
      {
        title: 'Our Mission',
        text: 'To solve real problems with well-made software, and to share what we know with the people who will build what comes next.',
        link: { label: 'Read our mission', href: '/mission' },
      },
    ],
  },
  promise: {
    title: 'Our Promise',
    text: 'Honest estimates, visible progress, fair treatment and work that lasts: specific commitments to our customers, employees and partners.',
    link: { label: 'Read our promises', href: '/promise' },
  },
  valuesAndGoals: {
    title: 'Values and goals',
    values: {
      title: 'Our Values',
      text: 'User-centricity, innovation, excellence, collaboration, integrity, a growth mindset, social responsibility and sustainability.',
      link: { label: 'Explore our values', href: '/values' },
    },
    goals: {
      title: 'Our Goals',
      text: 'Grow with our clients rather than around them, open technology careers to more towns, and keep every system we build easy to change.',
      link: { label: strategyLabel, href: '/vision' },
    },
  },
  leaders: {
    title: 'Our leaders',
    text: 'The people who set our direction and stay close to every client and every team.',
  },
  diversity: {
    title: 'Diversity and inclusion',
    paragraphs: [
      `${name} hires, pays and promotes people on their skills and their work, regardless of gender, caste, religion, region, disability, age or background.`,
      'Our teams bring together graduates from metro universities and small-town colleges, first-generation engineers and career changers, and we believe that mix makes our work better.',
    ],
  },
  experts: {
    title: 'We Are Experts',
    text: 'Specialists in software, cloud, data, security, design and training, working as one team.',
    images: [
      companyImage('experts-1', 'Developers pair-programming at a shared desk'),
      companyImage('experts-2', 'A designer sketching app screens on a tablet'),
      companyImage('experts-3', 'A cloud engineer monitoring dashboards'),
      companyImage('experts-4', 'A trainer leading a hands-on coding session'),
    ],
  },
};
