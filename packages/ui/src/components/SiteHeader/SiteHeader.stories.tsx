import preview from '../../storybook/preview';
import type { CSSProperties, ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { SiteHeader, siteHeaderStripPositions } from './SiteHeader';
import { inlineRadio } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';

const linkStyle: CSSProperties = {
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
};

const iconButtonStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
};

function IconButton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} style={iconButtonStyle}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        {children}
      </svg>
    </button>
  );
}

const logo = (
  <a
    href="#home"
    style={{ ...linkStyle, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg }}
  >
    Northwind Labs
  </a>
);

function Navigation({ labels }: { labels: string[] }) {
  return (
    <nav aria-label="Main">
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: vars.space.lg,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {labels.map((label) => (
          <li key={label}>
            <a href={`#${label.toLowerCase().replace(/\s+/g, '-')}`} style={linkStyle}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const actions = (
  <>
    <IconButton label="Open search">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </IconButton>
    <IconButton label="Our offices">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </IconButton>
  </>
);

const mobileOnly = (
  <IconButton label="Open menu">
    <path d="M4 7h16M4 12h16M4 17h16" />
  </IconButton>
);

const strip = (
  <p style={{ margin: 0, padding: `${vars.space.xs} ${vars.space.lg}`, textAlign: 'center' }}>
    <a href="#cloud" style={{ ...linkStyle, textDecoration: 'underline' }}>
      New: cloud cost reviews for small teams
    </a>
  </p>
);

const meta = preview.meta({
  title: 'Site/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    skipLinkLabel: 'Skip to content',
    skipLinkTarget: 'main',
    logo,
    navigation: <Navigation labels={['Services', 'About us', 'Careers', 'Contact']} />,
    actions,
    mobileOnly,
  },
  argTypes: {
    stripPosition: inlineRadio(siteHeaderStripPositions),
    logo: { control: false },
    navigation: { control: false },
    actions: { control: false },
    mobileOnly: { control: false },
    strip: { control: false },
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <main id="main" tabIndex={-1} style={{ padding: vars.space.lg }}>
          <h1 style={{ marginTop: 0 }}>Page content</h1>
          <p>The header stays at the top while this page scrolls.</p>
          <div style={{ height: '150vh' }} />
        </main>
      </>
    ),
  ],
});

export const Desktop = meta.story({
  globals: viewport('desktop'),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
});

export const WithStripBelow = meta.story({ args: { strip, stripPosition: 'below' } });

export const WithStripAbove = meta.story({ args: { strip, stripPosition: 'above' } });

export const Laptop = meta.story({
  globals: viewport('laptop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
});

export const Mobile = meta.story({
  args: { strip },
  globals: viewport('mobile'),
});

export const Tablet = meta.story({ globals: viewport('tablet') });

export const LongText = meta.story({
  args: {
    logo: (
      <a href="#home" style={{ ...linkStyle, fontFamily: vars.font.heading }}>
        Northwind Laboratories for Software Engineering
      </a>
    ),
    navigation: (
      <Navigation
        labels={[
          'What we provide',
          'Who we are',
          'Highlights',
          'Careers',
          'Why Northwind',
          'Contact us',
        ]}
      />
    ),
  },
});

export const LogoOnly = meta.story({
  args: { navigation: undefined, actions: undefined, mobileOnly: undefined },
});

export const HarbourTheme = meta.story({
  args: { strip },
  globals: { theme: 'harbour', ...viewport('desktop') },
});
