import preview from '../../storybook/preview';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { SiteFooter, type SiteFooterColumn, type SiteFooterSocialLink } from './SiteFooter';
import { viewport } from '../../storybook/globals';

const glyph = (path: string) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={path} />
  </svg>
);

const social: SiteFooterSocialLink[] = [
  {
    label: 'Northwind Labs on Photogram',
    href: 'https://photos.example.com/northwind',
    icon: glyph(
      'M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
    ),
  },
  {
    label: 'Northwind Labs on Chirp',
    href: 'https://chirp.example.com/northwind',
    icon: glyph(
      'M4 18c8 2 15-3 15-11l2-2h-3a4 4 0 0 0-7 3C8 8 5 6 4 5c-1 4 1 7 3 8l-3 1c1 2 3 3 5 3',
    ),
  },
  {
    label: 'Northwind Labs channel on Relay',
    href: 'https://relay.example.com/northwind',
    icon: glyph('M21 4L3 11l6 2 2 6 3-4 5 4z'),
  },
  {
    label: 'Northwind Labs on WorkNet',
    href: 'https://worknet.example.com/northwind',
    icon: glyph('M5 9v10M5 5v.01M10 19v-6a3 3 0 0 1 6 0v6M10 10v9M16 13v6'),
  },
];

const columns: SiteFooterColumn[] = [
  {
    title: 'Services',
    links: [
      { label: 'Cloud migration', href: '#cloud' },
      { label: 'Web development', href: '#web' },
      { label: 'Mobile apps', href: '#mobile' },
      { label: 'Data platforms', href: '#data' },
      { label: 'Security reviews', href: '#security' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Our story', href: '#story' },
      { label: 'Careers', href: '#careers' },
      { label: 'Contact', href: '#contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Engineering blog', href: 'https://blog.example.com', external: true },
      { label: 'Partner portal', href: 'https://partners.example.com', external: true },
    ],
  },
];

const meta = preview.meta({
  title: 'Site/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    columns,
    social,
    legalLinks: [
      { label: 'Terms and conditions', href: '#terms' },
      { label: 'Privacy policy', href: '#privacy' },
    ],
    copyright: '© 2024–2026 Northwind Labs',
    newTabHint: 'opens in a new tab',
  },
  argTypes: { brand: { control: false } },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const external = within(footer).getByRole('link', {
      name: 'Partner portal (opens in a new tab)',
    });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      within(footer).getByRole('link', { name: 'Northwind Labs on WorkNet (opens in a new tab)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

export const WithBrand = meta.story({
  args: {
    brand: (
      <>
        <p
          style={{
            margin: 0,
            fontFamily: vars.font.heading,
            fontSize: vars.fontSize.xl,
            fontWeight: vars.fontWeight.bold,
          }}
        >
          Northwind Labs
        </p>
        <p style={{ margin: 0 }}>Software, cloud and training for growing teams.</p>
      </>
    ),
  },
});

export const Tablet = meta.story({
  args: WithBrand.input.args,
  globals: viewport('tablet'),
});

export const Mobile = meta.story({
  args: WithBrand.input.args,
  globals: viewport('mobile'),
});

export const LongText = meta.story({
  args: {
    columns: [
      {
        title: 'Internationalisation and localisation engineering services',
        links: [
          { label: 'Donaudampfschifffahrtsgesellschaftskapitänsausbildung', href: '#long' },
          {
            label: 'Accessibility audits for public-sector procurement frameworks',
            href: '#audits',
          },
        ],
      },
      ...columns,
    ],
    copyright:
      '© 2024–2026 Northwind Laboratories for Software Engineering and Professional Training',
  },
});

export const Minimal = meta.story({
  args: { columns: [], social: [], legalLinks: [], copyright: '© 2026 Northwind Labs' },
});

export const HarbourTheme = meta.story({
  args: WithBrand.input.args,
  globals: { theme: 'harbour' },
});
