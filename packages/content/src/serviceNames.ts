/**
 * The services' titles exactly as the spec gives them, keyed by service id in the spec's order:
 * menus, footer, search and the offer grid follow it. Kept apart from the full records so the
 * menus, footer and search carry only these few words, not every service's copy.
 */
export const serviceTitles = {
  ai: 'Artificial Intelligence(AI)',
  'software-dev': 'Software Development',
  'web-dev': 'Web Development',
  'mobile-dev': 'App Development',
  ui: 'UI / UX Design',
  dbms: 'Database Management',
  cyber: 'Cyber Security',
  cloud: 'Cloud Computing',
  devops: 'Dev Ops',
  workshop: 'Workshops',
  internship: 'Internships',
  training: 'Training & Placements',
  ecom: 'E-commerce service',
  'digi-market': 'Digital Marketing',
} as const;

/** A service's id: one of the keys of `serviceTitles`, which lists them in the spec's order. */
export type ServiceId = keyof typeof serviceTitles;

/** The 14 service ids, in the spec's order: the keys of `serviceTitles`. */
export const serviceIds = Object.keys(serviceTitles) as readonly ServiceId[];

export const servicePath = (id: ServiceId) => `/service/${id}` as const;

/** A link to a service's page, named with its title. */
export const serviceLink = (id: ServiceId) => ({ label: serviceTitles[id], href: servicePath(id) });

/** Each service as a link: the menus' and the footer's view of the services. */
export const serviceLinks = serviceIds.map(serviceLink);

/**
 * Words around a service's own title, on its page and in the list of services. Kept here, not
 * beside the services' data, so a page that needs the words does not load every service.
 */
export const serviceTexts = {
  cardsTitle: (title: string) => `What ${title} includes`,
  learnMoreLabel: (title: string) => `Learn more about ${title}`,
};
