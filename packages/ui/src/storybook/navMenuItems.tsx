import { GlobeIcon } from '../system/Icon/icons';
import type { NavMenuItem } from '../components/NavMenu/navMenuModel';

// The menu the NavMenu stories share: a grid drop-down that is also a link, plain links, and an
// icon-only list of outside links.
export const services = [
  ['Cloud Migration', 'cloud', 'Move workloads without downtime'],
  ['Data Engineering', 'data', 'Pipelines your analysts can trust'],
  ['Security Audits', 'security', 'Find the gaps before others do'],
  ['Mobile Apps', 'mobile', 'Native and cross-platform'],
  ['UX Research', 'ux', 'Designs tested with real users'],
  ['Platform Teams', 'platform', 'CI/CD, observability, on-call'],
  ['Machine Learning', 'ml', 'Models that earn their keep'],
  ['Workshops', 'workshops', 'Hands-on training for your team'],
  ['Internships', 'internships', 'Six months on a product team'],
] as const;

export const items: NavMenuItem[] = [
  {
    label: 'What we do',
    href: '/what-we-do',
    panel: 'grid',
    links: services.map(([label, slug, description]) => ({
      label,
      href: `/what-we-do/${slug}`,
      description,
    })),
  },
  { label: 'About us', href: '/about', active: true },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact', href: '/contact' },
  {
    label: 'Our offices',
    panel: 'list',
    icon: <GlobeIcon />,
    hideLabel: true,
    links: [
      {
        label: 'Lisbon',
        href: 'https://www.openstreetmap.org/#map=15/38.71/-9.14',
        external: true,
      },
      { label: 'Porto', href: 'https://www.openstreetmap.org/#map=15/41.15/-8.61', external: true },
    ],
  },
];
