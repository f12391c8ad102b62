import { brand } from './brand';

// Texts of the parts present on every screen, and of the two utility screens.

export const skipLink = { label: 'Skip to main content' } as const;

/** D23: the floating quick-contact button and its panel. */
export const quickContact = {
  buttonLabel: 'Quick contact',
  title: 'Talk to us',
  text: 'Call or write during office hours, Monday to Saturday, 9:30 am to 6:30 pm.',
  phone: { label: brand.phone, href: brand.phoneHref },
  email: { label: brand.email, href: `mailto:${brand.email}` },
  contactLink: { label: 'Send us a message', href: '/contact' },
  closeLabel: 'Close quick contact',
} as const;

/** D23: the back-to-top button. */
export const backToTop = { label: 'Back to top' } as const;

/** D6: the not-found screen; its heading is the spec's error text. */
export const notFound = {
  title: 'Unexpected Application Error!',
  status: '404 Not Found',
  text: 'The page you asked for does not exist or has moved. Try the search, or start again from the home page.',
  homeLink: { label: 'Go to the home page', href: '/' },
} as const;

/** The /mouse screen that demonstrates the custom cursor. */
export const cursorDemo = {
  title: 'Cursor demonstration',
  text: 'Move your mouse over the shapes below. The follower grows and changes colour over each one. It is decoration only, so it never hides your own pointer.',
  targets: ['Circle', 'Square', 'Button'],
} as const;
