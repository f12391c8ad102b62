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
} as const;

export type OpeningTexts = typeof openingTexts;
