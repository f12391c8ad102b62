import type { MobileSidebarProps } from './MobileSidebar';

/** One menu for the tests and stories. */
export const sidebarProps: MobileSidebarProps = {
  id: 'site-menu',
  title: 'Menu',
  openLabel: 'Open menu',
  links: [
    { label: 'What we provide', href: '/services' },
    { label: 'Who we are', href: '/about', active: true },
    { label: 'Careers', href: '/careers' },
  ],
  footer: <p>Call us any weekday</p>,
};
