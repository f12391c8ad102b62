import type { SearchDialogProps } from './SearchDialog';

export const destinations = [
  { title: 'Cloud Migration', href: '/service/cloud' },
  { title: 'Data Engineering', href: '/service/data' },
  { title: 'Apply for Internship', href: '/apply' },
  { title: 'Apply for Job', href: '/apply' },
  { title: 'Our Story', href: '/story' },
];

/** One search for the tests and stories. */
export const searchProps: SearchDialogProps = {
  id: 'site-search',
  openLabel: 'Open search',
  destinations,
  label: 'Search the site',
  placeholder: 'What can we help you find?',
  noResultsText: 'No pages match your search.',
  action: '/search',
};
