import type { QuickContactProps } from '../components/QuickContact/QuickContact';

/** The panel the QuickContact tests open: every way to reach us, and the contact page. */
export const quickContactProps: QuickContactProps = {
  label: 'Quick contact',
  title: 'Talk to Northwind Labs',
  phone: { label: '+1 555 0100', href: 'tel:+15550100' },
  email: { label: 'hello@northwind.example', href: 'mailto:hello@northwind.example' },
  contactLink: { label: 'Open the contact page', href: '/contact' },
};
