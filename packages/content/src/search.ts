import { serviceLinks } from './serviceNames';
import type { SearchDestination } from './types';

/**
 * The search overlay's fixed destinations, in the spec's order. D7: /about and /services are
 * aliases that redirect to /whoarewe and /whatweprovide. D14: the two /apply entries carry
 * the application type.
 */
export const searchDestinations: readonly SearchDestination[] = [
  ...serviceLinks.map((service) => ({ title: service.label, link: service.href })),
  { title: 'About Us', link: '/about' },
  { title: 'Our Story', link: '/story' },
  { title: 'Our Vision', link: '/vision' },
  { title: 'Our Mission', link: '/mission' },
  { title: 'Services', link: '/services' },
  { title: 'Career', link: '/career' },
  { title: 'Apply for Internship', link: '/apply?type=internship' },
  { title: 'Apply for Job', link: '/apply?type=job' },
  { title: 'Our Promises', link: '/promise' },
];

export const searchTexts = {
  openLabel: 'Open search',
  closeLabel: 'Close search',
  inputLabel: 'Search the site',
  placeholder: 'What can we help you find?',
  resultsLabel: 'Search results',
  /** The button of the results page's own search form. */
  submitLabel: 'Search',
  /** Under the results page's title, for a search of nothing. */
  emptyQuery: 'Type what you are looking for, such as a service name.',
  noResults: 'Nothing matches that yet. Try a service name such as "Cloud" or "Design".',
} as const;
