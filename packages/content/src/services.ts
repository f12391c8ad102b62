import { serviceImage, servicePictogram } from './media';
import { serviceTitles } from './serviceNames';
import type { Service } from './types';

export const services: readonly Service[] = [
  {
    id: 'ai',
    title: serviceTitles['ai'],
    text: 'We build practical AI into your products and operations, from document understanding and demand forecasting to chat assistants that answer from your own data.',
    img: serviceImage('ai', 'Illustration of a neural network beside a chart card and a text card'),
    pictogram: servicePictogram('ai', 'A small neural network'),
    mainTitle: 'Applied AI That Earns Its Place',
    mainText:
      'We start from a measurable business problem, prove a model on your own data, and ship it into the tools your teams already use, with monitoring and fallbacks from day one.',
    mainLeadLength: 76,
    subtitle: 'From pilot to production, without the hype',
    subtext:
      'Most AI projects stall between a promising demo and a dependable system. We close that gap: we scope one use case with a clear success metric, build a working pilot in weeks, then harden it with evaluation sets, guardrails and cost controls before it reaches your customers.',
    cards: [
      {
        title: 'Generative AI assistants',
        text: 'Chat and search assistants that answer from your documents, policies and product data using retrieval-augmented generation, with source citations and role-based access.',
      },
      {
        title: 'Machine learning models',
        text: 'Forecasting, classification and recommendation models built with Python, scikit-learn and PyTorch, and measured against a simple baseline before we call them done.',
      },
      {
        title: 'Document and image intelligence',
        text: 'OCR, invoice and form extraction, and visual inspection pipelines that turn scanned paperwork and camera feeds into structured, searchable data.',
      },
      {
        title: 'MLOps and monitoring',
        text: 'Versioned data and models, scheduled retraining, drift alerts and cost dashboards on Azure or AWS, so a model keeps performing long after launch.',
      },
      {
        title: 'AI readiness workshop',
        text: 'Two days with your team to rank candidate use cases by value, data availability and risk, ending in a costed plan for the first pilot.',
        style: 'highlight',
      },
    ],
  },
  {
    id: 'software-dev',
    title: serviceTitles['software-dev'],
    text: 'Custom business software (ERP modules, workflow tools, integrations and APIs) designed around how your teams actually work and built to be maintained for years.',
    img: serviceImage(
      'software-dev',
      'Illustration of a code editor window with a code tag and turning gears',
    ),
    pictogram: servicePictogram('software-dev', 'A code window and a gear'),
    mainTitle: 'Custom Software Built to Last',
    mainText:
      'From a single internal tool to the platform that runs your operations, we design, build and support software in Java, .NET, Node.js and Python, delivered in two-week increments you can test.',
    mainLeadLength: 70,
    subtitle: 'Software shaped around your business',
    subtext:
      'Off-the-shelf products make your processes bend to them. We map your workflows first, then build software that fits them, with a clean architecture, automated tests and documentation that lets your own team or ours extend it safely.',
    cards: [
      {
        title: 'Enterprise applications',
        text: 'ERP, CRM, inventory and HR modules tailored to your approvals, reports and roles, replacing spreadsheets and disconnected tools.',
      },
      {
        title: 'APIs and integrations',
        text: 'REST services that connect your ERP, accounting package, payment gateways, logistics partners and SaaS tools into one reliable flow of data.',
      },
      {
        title: 'Legacy modernisation',
        text: 'We move ageing desktop and monolithic systems to modern, modular architectures step by step, keeping the business running throughout the change.',
      },
      {
        title: 'Quality engineering',
        text: 'Unit, integration and end-to-end tests on every change, with peer code review and static analysis built into the delivery pipeline.',
      },
      {
        title: 'Support and maintenance',
        text: 'Agreed response times, monthly releases and security patching after go-live, so your software stays current instead of slowly decaying.',
        style: 'highlight',
      },
    ],
  },
  {
    id: 'web-dev',
    title: serviceTitles['web-dev'],
    // The spec's web-dev text duplicates software-dev's; each service has its own here.
    text: 'Fast, accessible websites and web applications, from marketing sites to customer portals, built with React, Angular and Node.js and tuned for search and Core Web Vitals.',
    img: serviceImage(
      'web-dev',
      'Illustration of a browser window showing a web page, with a pointer on its button',
    ),
    pictogram: servicePictogram('web-dev', 'A browser window with a pointer'),
    mainTitle: 'Fast Websites, Useful Web Apps',
    mainText:
      'We build responsive sites and web applications that load quickly on a mid-range phone over 4G, rank well in search, meet WCAG accessibility guidelines and are easy for your team to update.',
    mainLeadLength: 0,
    subtitle: 'Built for the browsers your customers use',
    subtext:
      'A website is judged in its first three seconds. We pair clean design with server-side rendering, optimised images and careful caching, and we hand over a publishing workflow your marketing team can run without calling a developer.',
    cards: [
      {
        title: 'Corporate and marketing websites',
        text: 'Responsive, search-ready sites with a headless CMS, structured data and analytics, designed to turn visitors into enquiries.',
      },
      {
        title: 'Web applications and portals',
        text: 'Customer dashboards, booking systems and partner portals built with React or Angular on secure Node.js back ends.',
      },
      {
        title: 'Progressive web apps',
        text: 'Installable, offline-capable web apps that feel native on mobile, without the cost of separate app-store builds.',
      },
      {
        title: 'Performance and accessibility audits',
        text: 'A measured review of Core Web Vitals, accessibility and SEO with a prioritised list of fixes, and the fixes themselves if you want them.',
        style: 'highlight',
      },
      {
        title: 'Hosting and care plans',
        text: 'Managed hosting on Firebase, Azure or AWS with uptime monitoring, backups and monthly dependency updates.',
      },
    ],
  },
  {
    id: 'mobile-dev',
    title: serviceTitles['mobile-dev'],
    text: 'Native and cross-platform mobile apps for Android and iOS, built with Kotlin, Swift, Flutter or React Native and taken all the way through app-store release.',
    img: serviceImage(
      'mobile-dev',
      'Illustration of a smartphone app with a notification and a video card beside it',
    ),
    pictogram: servicePictogram('mobile-dev', 'A phone showing app tiles'),
    mainTitle: 'Mobile Apps People Keep Using',
    mainText:
      'We design and build Android and iOS apps that open quickly, cope with patchy networks and respect battery and data limits, then publish them, watch crash reports and keep improving them.',
    mainLeadLength: 59,
    subtitle: 'One idea, two platforms, a single plan',
    subtext:
      'Whether your app needs native performance or one shared codebase, we recommend the approach that fits your budget and roadmap, then handle design, development, testing on real devices and the Play Store and App Store submissions.',
    cards: [
      {
        title: 'Android apps',
        text: 'Kotlin and Jetpack Compose apps tested across the handsets your users actually carry, from budget phones to current flagships.',
      },
      {
        title: 'iOS apps',
        text: "Swift and SwiftUI apps that follow Apple's Human Interface Guidelines and are prepared to pass App Store review.",
      },
      {
        title: 'Cross-platform apps',
        text: 'Flutter or React Native apps that share most of their code between Android and iOS, cutting build and maintenance costs.',
        style: 'highlight',
      },
      {
        title: 'Back ends and integrations',
        text: 'Secure APIs, push notifications, UPI and card payments, and offline sync with Firebase or your own servers.',
      },
      {
        title: 'Launch and growth',
        text: 'Store listings, staged roll-outs, crash and analytics monitoring, and a release plan for the features that come next.',
      },
    ],
  },
  {
    id: 'ui',
    title: serviceTitles['ui'],
    text: 'Research-led interface design that makes products easier to learn and quicker to use, delivered as tested prototypes and a design system your developers can build from.',
    img: serviceImage(
      'ui',
      'Illustration of an artboard with a selected image, colour swatches and a pen curve',
    ),
    pictogram: servicePictogram('ui', 'A pen drawing a curve between two anchors'),
    mainTitle: 'Clear Interfaces, Confident Users',
    mainText:
      'We study how your users work, prototype in Figma or Adobe XD, test with real people and hand over precise screens and reusable components, so what ships matches what was designed.',
    mainLeadLength: 61,
    subtitle: 'Clarity before decoration',
    subtext:
      'Good design removes questions. We begin with interviews and analytics, map the journeys that matter most and iterate on clickable prototypes until people complete their tasks without help. Only then do we polish the visual layer.',
    cards: [
      {
        title: 'User research',
        text: 'Stakeholder and user interviews, surveys and analytics reviews that show where people struggle and why.',
      },
      {
        title: 'Information architecture',
        text: 'Navigation, content structure and user flows that make features easy to find and tasks quick to finish.',
      },
      {
        title: 'Wireframes and prototypes',
        text: 'Low- and high-fidelity clickable prototypes in Figma and Adobe XD, ready for usability testing before any code is written.',
        style: 'highlight',
      },
      {
        title: 'Visual and interaction design',
        text: 'Typography, colour, motion and micro-interactions that express your brand and meet accessibility contrast requirements.',
      },
      {
        title: 'Design systems',
        text: 'Documented component libraries and design tokens shared by designers and developers, keeping every new screen consistent.',
      },
    ],
  },
  {
    id: 'dbms',
    title: serviceTitles['dbms'],
    text: 'Design, tuning, migration and day-to-day care for SQL Server, PostgreSQL, MySQL and MongoDB databases, so your data stays fast, consistent and recoverable.',
    img: serviceImage(
      'dbms',
      'Illustration of stacked database cylinders linked to a table of data',
    ),
    pictogram: servicePictogram('dbms', 'Three stacked database disks'),
    mainTitle: 'Reliable Data, Fast Queries, Tested Backups',
    mainText:
      'We model schemas that match your business, tune the queries that slow your applications down, automate backups you have actually restored, and migrate data between platforms without losing a row.',
    mainLeadLength: 0,
    subtitle: 'Your data is the business, so treat it that way',
    subtext:
      'Slow reports, lock-ups at month end and backups nobody has tested are warning signs. Our database engineers audit what you run today, fix the urgent problems first, then set up the monitoring and routines that stop them coming back.',
    cards: [
      {
        title: 'Database design',
        text: 'Normalised relational schemas and MongoDB document models, designed with indexing, partitioning and growth in mind.',
      },
      {
        title: 'Performance tuning',
        text: 'Query-plan analysis, index strategy and configuration tuning that can turn minutes-long reports into seconds.',
        style: 'highlight',
      },
      {
        title: 'Migrations and upgrades',
        text: 'Moves from legacy or on-premise databases to PostgreSQL, Azure SQL or Amazon RDS, with rehearsed cut-overs and reconciliation checks.',
      },
      {
        title: 'Backup and disaster recovery',
        text: 'Automated backups, point-in-time recovery and regular restore drills against recovery targets agreed with you.',
      },
      {
        title: 'Managed DBA service',
        text: 'Monitoring, patching, capacity planning and on-call support from experienced database administrators.',
      },
    ],
  },
  {
    id: 'cyber',
    title: serviceTitles['cyber'],
    text: 'Security assessments, penetration testing and hardening that find the weaknesses in your applications, cloud accounts and network before attackers do.',
    img: serviceImage('cyber', 'Illustration of a shield with a padlock inside radar rings'),
    pictogram: servicePictogram('cyber', 'A shield with a padlock'),
    mainTitle: 'Proactive Security for Applications and Cloud',
    mainText:
      'We test your web apps, APIs and cloud accounts the way an attacker would, explain every finding in plain language with a fix, and help you meet CERT-In and DPDP Act obligations.',
    mainLeadLength: 73,
    subtitle: 'Find it, fix it, prove it',
    subtext:
      'Security is not a one-off certificate. We combine periodic testing with secure development practices and monitoring, so vulnerabilities are caught early, fixed quickly and documented for your auditors and customers.',
    cards: [
      {
        title: 'Penetration testing',
        text: 'Manual and automated testing of web and mobile apps, APIs and networks against the OWASP Top 10 and beyond, with a retest after fixes.',
        style: 'highlight',
      },
      {
        title: 'Cloud security review',
        text: 'Configuration audits of Azure and AWS accounts covering identity and access, storage exposure, logging and network rules.',
      },
      {
        title: 'Secure development',
        text: 'Threat modelling, secure code review and dependency scanning built into your development pipeline.',
      },
      {
        title: 'Compliance support',
        text: 'Gap analysis and documentation for ISO/IEC 27001, CERT-In incident reporting and the Digital Personal Data Protection Act, 2023.',
      },
      {
        title: 'Security awareness training',
        text: 'Practical sessions and phishing simulations that teach staff to recognise and report attacks.',
      },
    ],
  },
  {
    id: 'cloud',
    title: serviceTitles['cloud'],
    text: 'Cloud migration, architecture and cost management on AWS, Azure and Firebase: workloads moved safely and the monthly bill kept under control.',
    img: serviceImage(
      'cloud',
      'Illustration of a cloud exchanging data with three servers below it',
    ),
    pictogram: servicePictogram('cloud', 'A cloud with upload and download arrows'),
    mainTitle: 'Cloud Infrastructure Without Surprises',
    mainText:
      'We plan and run migrations to AWS, Azure and Firebase, design architectures that scale with demand, and put budgets, alerts and right-sizing in place so your cloud bill stays predictable.',
    mainLeadLength: 54,
    subtitle: 'The right workload in the right place',
    subtext:
      'Not everything belongs in the cloud, and nothing should move without a plan. We assess each application, recommend whether to rehost, refactor or retire it, and migrate in waves with rollback points, then keep optimising after the move.',
    cards: [
      {
        title: 'Cloud readiness assessment',
        text: 'An inventory of your applications and infrastructure with a migration plan, a risk register and a month-by-month cost estimate.',
      },
      {
        title: 'Migration',
        text: 'Wave-based moves of servers, databases and applications to AWS or Azure, with minimal downtime and tested rollback.',
      },
      {
        title: 'Cloud-native architecture',
        text: 'Containers, serverless functions and managed services designed for high availability and automatic scaling.',
      },
      {
        title: 'Cost optimisation',
        text: 'Right-sizing, reserved capacity, storage tiering and tagging policies, with a monthly report of what was saved.',
        style: 'highlight',
      },
      {
        title: 'Managed cloud operations',
        text: 'Monitoring, patching, backups and incident response for your cloud estate, with clear escalation paths.',
      },
    ],
  },
  {
    id: 'devops',
    title: serviceTitles['devops'],
    text: 'CI/CD pipelines, infrastructure as code and monitoring that let your teams release small changes often and safely, without late-night deployments.',
    img: serviceImage(
      'devops',
      'Illustration of an infinity loop linking build, test, release and monitor',
    ),
    pictogram: servicePictogram('devops', 'A continuous delivery loop'),
    mainTitle: 'Ship Faster With Confidence',
    mainText:
      'We automate the path from commit to production with build pipelines, automated tests, infrastructure as code and observability, so a release becomes routine rather than a weekend event.',
    mainLeadLength: 0,
    subtitle: 'Small changes, released often',
    subtext:
      'Teams that deploy often recover faster and break less. We start by measuring your lead time and change failure rate, remove the manual steps that slow you down, and coach your engineers so the practices stay after we leave.',
    cards: [
      {
        title: 'CI/CD pipelines',
        text: 'Build, test and deploy pipelines on GitHub Actions, Azure DevOps or Jenkins, with approvals and automatic rollback.',
        style: 'highlight',
      },
      {
        title: 'Infrastructure as code',
        text: 'Terraform and Bicep templates that make every environment reproducible, reviewable and version-controlled.',
      },
      {
        title: 'Containers and orchestration',
        text: 'Docker images and Kubernetes clusters configured for security, autoscaling and zero-downtime deployments.',
      },
      {
        title: 'Monitoring and observability',
        text: 'Logs, metrics, traces and alert dashboards that tell you about a problem before your customers do.',
      },
      {
        title: 'DevOps coaching',
        text: 'Hands-on mentoring for developers and operations staff on branching strategy, release practice and blameless incident reviews.',
      },
    ],
  },
  {
    id: 'workshop',
    title: serviceTitles['workshop'],
    text: 'Hands-on technology workshops for colleges and companies, from one-day bootcamps to week-long sprints, led by engineers who use the same tools on client projects.',
    img: serviceImage(
      'workshop',
      'Illustration of two participants beside a flip chart of sticky notes and a rising line',
    ),
    pictogram: servicePictogram('workshop', 'A flip chart with a rising line'),
    mainTitle: 'Hands-On Workshops Led by Practitioners',
    mainText:
      'Our workshops replace slides with building: participants write code, deploy an app or train a model during the session and leave with a working project and a certificate of participation.',
    mainLeadLength: 68,
    subtitle: 'Learn by building, not by watching',
    subtext:
      "We run workshops on campus, at your office or online, for groups of 20 to 120. Each one is adapted to the group's level, comes with prepared lab environments and ends with a short assessment so organisers can see what was learned.",
    cards: [
      {
        title: 'Web development bootcamp',
        text: 'HTML, CSS, JavaScript and React fundamentals, ending with a personal portfolio site deployed live.',
      },
      {
        title: 'AI and machine learning',
        text: 'Python, data preparation and model building with real datasets, plus a grounding in using generative AI tools responsibly.',
        style: 'highlight',
      },
      {
        title: 'Cloud and DevOps',
        text: 'Deploying applications on AWS and Azure, packaging them with Docker and setting up a first CI/CD pipeline.',
      },
      {
        title: 'Mobile app development',
        text: "Building a Flutter app and running it on participants' own Android phones, all in a single day.",
      },
      {
        title: 'Corporate upskilling',
        text: 'Tailored workshops for engineering teams adopting a new framework, cloud platform or way of working.',
      },
    ],
  },
  {
    id: 'internship',
    title: serviceTitles['internship'],
    text: 'Project-based internships where students and fresh graduates work on real client and in-house products under the guidance of experienced engineers.',
    img: serviceImage(
      'internship',
      'Illustration of an intern badge on a lanyard beside steps rising to a flag',
    ),
    pictogram: servicePictogram('internship', 'An intern badge on a lanyard'),
    mainTitle: 'Real-World Internships on Live Projects',
    mainText:
      'Our interns join working teams, pick up tickets from a real backlog, attend stand-ups and code reviews, and finish with a portfolio of shipped work and a verifiable internship certificate.',
    mainLeadLength: 68,
    subtitle: 'Experience that counts on your resume',
    subtext:
      'Internships run for one to six months in Hyderabad, in Kakinada or remotely. You are paired with a mentor, given clear weekly goals and reviewed every fortnight, so you always know how you are progressing and what to learn next.',
    cards: [
      {
        title: 'Live project experience',
        text: 'Contribute features to production code in web, mobile, AI or cloud projects, not practice exercises.',
        style: 'highlight',
      },
      {
        title: 'A dedicated mentor',
        text: 'A senior engineer who reviews your code, answers your questions and helps you plan what to learn.',
      },
      {
        title: 'A structured learning path',
        text: 'Weekly goals, fortnightly reviews and a final presentation of your work to the team.',
      },
      {
        title: 'Certificate and recommendation',
        text: 'A verifiable internship certificate, and a letter of recommendation for interns who perform strongly.',
      },
      {
        title: 'Flexible formats',
        text: 'Full-time or part-time, on site or remote, planned around your academic calendar.',
      },
    ],
  },
  {
    id: 'training',
    title: serviceTitles['training'],
    text: 'Job-oriented training in full-stack development, data and cloud, combined with interview preparation and placement support through our hiring partners.',
    img: serviceImage(
      'training',
      'Illustration of a classroom board with a chart, a graduation cap and a stack of books',
    ),
    pictogram: servicePictogram('training', 'A graduation cap over a book'),
    mainTitle: 'Career Training That Leads to Jobs',
    mainText:
      'Our programmes teach the skills recruiters test for (coding, problem solving, projects and communication) and then support you with resume reviews, mock interviews and referrals to hiring companies.',
    mainLeadLength: 0,
    subtitle: 'From classroom to first offer',
    subtext:
      'Each programme combines instructor-led classes, lab hours and a capstone project reviewed by working engineers. Placement support starts before the course ends, with aptitude practice, technical mock interviews and introductions to companies that are hiring.',
    cards: [
      {
        title: 'Full-stack development',
        text: 'HTML, CSS, JavaScript, React or Angular, Node.js and databases, taught through projects you can show recruiters.',
      },
      {
        title: 'Java and Python programming',
        text: 'Core language skills, data structures and problem-solving practice for technical interview rounds.',
      },
      {
        title: 'Data and cloud tracks',
        text: 'SQL, data analysis and AWS and Azure fundamentals, aligned with entry-level certification exams.',
      },
      {
        title: 'Interview preparation',
        text: 'Aptitude tests, coding rounds, and mock technical and HR interviews with detailed feedback.',
      },
      {
        title: 'Placement assistance',
        text: 'Resume and LinkedIn profile reviews, job alerts and referrals to our network of hiring partners.',
        style: 'highlight',
      },
      {
        title: 'Weekend and evening batches',
        text: 'Schedules that suit final-year students and working professionals changing careers.',
      },
    ],
  },
  {
    id: 'ecom',
    title: serviceTitles['ecom'],
    text: 'Online stores and marketplace integrations that are quick to browse, simple to pay in and easy to run, from catalogue set-up to delivery tracking.',
    img: serviceImage(
      'ecom',
      'Illustration of a shopping cart with parcels, a product card and a payment card',
    ),
    pictogram: servicePictogram('ecom', 'A shopping bag with a price tag'),
    mainTitle: 'Online Stores Built to Sell',
    mainText:
      'We build and grow stores on Shopify, WooCommerce or a custom platform, with UPI and card payments, GST-ready invoices, shipping integrations and analytics that show what sells and why.',
    mainLeadLength: 70,
    subtitle: 'Everything between the product page and the doorstep',
    subtext:
      'A store succeeds on details: fast product pages, a checkout without friction, accurate stock and reliable delivery updates. We handle the whole chain and connect it to the accounting and inventory tools you already use.',
    cards: [
      {
        title: 'Store design and build',
        text: 'Mobile-first storefronts on Shopify, WooCommerce or a custom stack, designed to shorten the path from search to checkout.',
      },
      {
        title: 'Payments and checkout',
        text: 'UPI, cards, wallets and cash on delivery through Razorpay, PayU or Stripe, with GST-compliant invoices.',
        style: 'highlight',
      },
      {
        title: 'Marketplace integration',
        text: 'Catalogue, order and inventory sync with Amazon, Flipkart and other marketplaces from a single dashboard.',
      },
      {
        title: 'Logistics and fulfilment',
        text: 'Integrations with shipping aggregators for automatic labels, tracking updates and smooth returns.',
      },
      {
        title: 'Store analytics',
        text: 'Conversion funnels, abandoned-cart recovery and sales reports that show which products and campaigns pay off.',
      },
    ],
  },
  {
    id: 'digi-market',
    title: serviceTitles['digi-market'],
    text: 'Search, social and performance marketing that brings qualified visitors to your site and measures every rupee spent against enquiries and sales.',
    img: serviceImage('digi-market', 'Illustration of a megaphone, a rising chart and a target'),
    pictogram: servicePictogram('digi-market', 'A megaphone sending waves'),
    mainTitle: 'Performance Marketing Measured in Results',
    mainText:
      'We plan campaigns around your sales goals, run them across Google, Meta and LinkedIn, and report in leads, sales and cost per acquisition, not just impressions and clicks.',
    mainLeadLength: 85,
    subtitle: 'Reach the right people, then prove it worked',
    subtext:
      'Every campaign starts with conversion tracking that works, so spending decisions rest on evidence. We test messages and audiences continuously, move budget to what performs and share a clear monthly report with recommendations.',
    cards: [
      {
        title: 'Search engine optimisation',
        text: 'Technical SEO, content strategy and local search optimisation that build lasting organic traffic.',
      },
      {
        title: 'Paid search and social',
        text: 'Google Ads, Meta and LinkedIn campaigns with tight targeting, conversion tracking and weekly bid optimisation.',
        style: 'highlight',
      },
      {
        title: 'Social media management',
        text: 'Content calendars, creatives and community management that keep your brand visible and consistent.',
      },
      {
        title: 'Content marketing',
        text: "Blogs, case studies, videos and newsletters that answer your customers' questions and build trust.",
      },
      {
        title: 'Analytics and reporting',
        text: 'Google Analytics 4 and Tag Manager set-up, dashboards and monthly reviews tied to revenue.',
      },
    ],
  },
];

const byId = new Map<string, Service>(services.map((service) => [service.id, service]));

/** The service for a route's id, matched case-insensitively (D5); undefined for an unknown id. */
export function getService(id: string): Service | undefined {
  return byId.get(id.toLowerCase());
}
