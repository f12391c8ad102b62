import { brand, whyLabel, whyPath } from './brand';
import { offices } from './offices';
import { serviceLink, serviceLinks, servicePath } from './serviceNames';
import type { Link, NavLink, Office, SocialLink } from './types';

export const logoLink: Link = { label: `${brand.name} home`, href: '/' };

/** The desktop header links after the logo. */
export const headerLinks: readonly NavLink[] = [
  // D9: also active on every service page.
  { label: 'What We Provide', href: '/whatweprovide', activeUnder: '/service/' },
  { label: 'Who are we', href: '/whoarewe' },
  { label: 'Highlights', href: '/highlights' },
  { label: 'Career', href: '/career' },
  { label: whyLabel, href: whyPath },
  { label: 'Contact Us', href: '/contact' },
];

// D8: the sidebar's Highlights and Why {brand} go to their own routes, so it equals the header.
export const sidebarLinks: readonly NavLink[] = headerLinks;

/** The What We Provide drop-down (3-column grid): every service, in order. */
export const servicesMenu: readonly Link[] = serviceLinks;

/** The location drop-down: each office opens in a maps service in a new tab. */
export const officesMenu: { label: string; offices: readonly Office[] } = {
  label: 'Our offices',
  offices,
};

/** The rotating shortcut strip of the header: exactly four items. */
export const shortcutLinks: readonly Link[] = [
  serviceLink('web-dev'),
  { label: 'Android Apps', href: servicePath('mobile-dev') },
  { label: 'iOS Apps', href: servicePath('mobile-dev') },
  serviceLink('ui'),
];

export const menuTexts = {
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  primaryNavigation: 'Main navigation',
  servicesMenu: 'Our services',
  /** Read after a link that opens another site in a new tab. */
  newTabHint: '(opens in a new tab)',
  /** Names the header's rotating strip of service shortcuts, and its pause switch. */
  shortcutStrip: 'Featured services',
  shortcutStripPause: 'Pause featured services',
} as const;

export const socialLinks: readonly SocialLink[] = [
  {
    network: 'instagram',
    label: `${brand.name} on Instagram`,
    href: `https://www.instagram.com/${brand.slug}`,
  },
  { network: 'x', label: `${brand.name} on X (Twitter)`, href: `https://x.com/${brand.slug}` },
  {
    network: 'whatsapp',
    label: `${brand.name} WhatsApp channel`,
    href: `https://www.whatsapp.com/channel/${brand.slug}`,
  },
  {
    network: 'linkedin',
    label: `${brand.name} on LinkedIn`,
    href: `https://www.linkedin.com/company/${brand.slug}`,
  },
];

export const legalLinks: readonly Link[] = [
  { label: 'Terms and Conditions', href: '/termsandconditions' },
  { label: 'Privacy Policy', href: '/privacypolicy' },
];

export const footer = {
  servicesTitle: 'Services',
  serviceLinks: servicesMenu,
  socialTitle: 'Follow us',
  socialLinks,
  legalLinks,
  // The copyright line itself is `copyrightLine(buildYear)` from the brand module (D4).
  rightsReserved: 'All rights reserved.',
} as const;
