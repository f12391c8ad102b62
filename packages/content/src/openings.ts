/**
 * The words of a job opening (issue 34): what staff fill in to publish one, and the names its
 * values are shown with, on the staff's screens and on the careers pages alike.
 */
export const openingTexts = {
  fields: {
    title: 'Title of the role',
    type: 'Type',
    team: 'Team',
    teamHint: 'One of the services, or the name of another team.',
    locations: 'Where',
    employmentType: 'Employment type',
    description: 'Description',
    descriptionHint:
      'What the role is, what the person will do and what they need. Markdown: a blank line between paragraphs, **bold**, lists with “- ”, headings with “## ”, links as [text](https://…).',
    salaryMin: 'Pay from (INR)',
    salaryMax: 'Pay up to (INR)',
    salary: 'Pay',
    salaryPeriod: 'Paid per',
    salaryHint:
      'Optional: a range in rupees, per month or per year. Leave both empty to say nothing about pay.',
    closesOn: 'Closing date',
    closesOnHint: 'The last day applications are taken. The opening closes by itself after it.',
    positions: 'Number of positions',
  },
  types: { job: 'Job', internship: 'Internship' },
  /** The two offices by their city (`offices`), and working from home. */
  locations: { hyderabad: 'Hyderabad', kakinada: 'Kakinada', remote: 'Remote' },
  employmentTypes: {
    FULL_TIME: 'Full time',
    PART_TIME: 'Part time',
    CONTRACTOR: 'Contract',
    TEMPORARY: 'Temporary',
    INTERN: 'Internship',
  },
  salaryPeriods: { month: 'month', year: 'year' },
  statuses: { draft: 'Draft', published: 'Open', closed: 'Closed' },
  /** Each change an opening's history records. */
  actions: { created: 'Created', edited: 'Edited', published: 'Published', closed: 'Closed' },
  maxLengths: { title: 120, team: 80, description: 20_000 },
  limits: { positions: 100, salary: 100_000_000 },
  messages: {
    titleRequired: 'Enter the title of the role.',
    titleTooLong: 'Keep the title to 120 characters or fewer.',
    typeInvalid: 'Choose whether it is a job or an internship.',
    teamRequired: 'Enter the team: a service, or the name of another team.',
    teamTooLong: 'Keep the team’s name to 80 characters or fewer.',
    locationsRequired: 'Choose at least one place: Hyderabad, Kakinada or remote.',
    employmentTypeInvalid: 'Choose an employment type from the list.',
    descriptionRequired: 'Describe the role.',
    descriptionTooLong: 'Keep the description to 20,000 characters or fewer.',
    descriptionTooComplex:
      'This description’s formatting is too deeply nested to show. Use fewer lists inside lists, quotes inside quotes or unfinished emphasis.',
    salaryNumber: 'Write the pay as a whole number of rupees, digits only.',
    salaryTooHigh: 'Write a pay under 10 crore rupees.',
    salaryBoth: 'Give both ends of the pay range, or neither.',
    salaryOrder: 'The pay “up to” must be at least the pay “from”.',
    salaryPeriodInvalid: 'Choose whether the pay is per month or per year.',
    closesOnInvalid: 'Enter the closing date as a real date.',
    positionsInvalid: 'Enter the number of positions: a whole number from 1 to 100.',
  },
  /** The careers pages: the list of openings on `/career` and each opening's own page. */
  list: {
    filters: {
      legend: 'Filter the roles',
      type: 'Type',
      anyType: 'Jobs and internships',
      location: 'Where',
      anyLocation: 'Anywhere',
      team: 'Team',
      anyTeam: 'Every team',
      submit: 'Show roles',
      clear: 'Show every role',
    },
    /** How many roles the list shows: `count` and the filter's words are filled in. */
    shown: { one: '1 role', other: '{count} roles' },
    closes: 'Applications close on',
    noneOpen: {
      title: 'No open roles right now',
      text: 'We post roles here as soon as we are hiring. You can still send us a general application for a job or an internship: we read every one.',
    },
    noneMatch: {
      title: 'No roles match these filters',
      text: 'Try another team or place, or see every open role.',
    },
    feed: 'Follow new roles (Atom feed)',
  },
  page: {
    apply: 'Apply for this role',
    backToList: 'All open roles',
    details: 'About the role',
    positions: { one: '1 position', other: '{count} positions' },
    pay: 'Pay',
    payPer: 'per',
    noPay: 'Discussed at interview',
    closes: 'Applications close on',
    closed: {
      title: 'This role is closed',
      text: 'It no longer takes applications. See the roles open now, or send a general application.',
    },
  },
} as const;

export type OpeningTexts = typeof openingTexts;
