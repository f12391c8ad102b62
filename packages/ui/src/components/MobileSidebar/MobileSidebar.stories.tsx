import preview from '../../storybook/preview';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { navigatedTo } from '../../storybook/storyLinks';
import { Button } from '../Button/Button';
import { MobileSidebar, mobileSidebarSides } from './MobileSidebar';
import { inlineRadio } from '../../storybook/controls';
import { viewport } from '../../storybook/globals';
import { openOverlay, opensOverlay } from '../../storybook/overlays';

const links = [
  { label: 'What we do', href: '/what-we-do' },
  { label: 'Who we are', href: '/about', active: true },
  { label: 'Highlights', href: '/highlights' },
  { label: 'Careers', href: '/careers' },
  { label: 'Why Northwind', href: '/why-northwind' },
  { label: 'Contact us', href: '/contact' },
];

const meta = preview.meta({
  title: 'Navigation/MobileSidebar',
  component: MobileSidebar,
  args: { id: 'story-menu', title: 'Menu', openLabel: 'Open menu', links },
  argTypes: {
    side: inlineRadio(mobileSidebarSides),
    links: { control: false },
    footer: { control: false },
  },
  globals: viewport('mobile'),
});

/** Opens the sheet the way a visitor does, for the stories that show it open. */
const openTheSheet = opensOverlay('Open menu');

export const ChooseALink = meta.story({
  play: async ({ canvasElement }) => {
    navigatedTo.mockClear();
    const { opener: menuButton, overlay: sheet } = await openOverlay(canvasElement, 'Open menu', {
      role: 'dialog',
      name: 'Menu',
    });
    const nav = within(sheet).getByRole('navigation', { name: 'Menu' });
    await expect(within(nav).getByRole('link', { name: 'Who we are' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Careers' }));
    await expect(navigatedTo).toHaveBeenLastCalledWith('/careers');
    await waitFor(() => expect(sheet).not.toBeVisible());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
});

// Escape and a click outside close it too: the browser does that (MobileSidebar.browser.test).
export const CloseWithItsButton = meta.story({
  play: async ({ canvasElement }) => {
    const { overlay: sheet } = await openOverlay(canvasElement, 'Open menu', {
      role: 'dialog',
      name: 'Menu',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(sheet).not.toBeVisible());
  },
});

export const Open = meta.story({ play: openTheSheet });

export const FromTheRight = meta.story({ args: { side: 'right' }, play: openTheSheet });

export const HiddenTitle = meta.story({ args: { hideTitle: true }, play: openTheSheet });

export const WithFooter = meta.story({
  args: {
    footer: (
      <Button asChild variant="primary" size="sm">
        <a href="#contact">Book a call</a>
      </Button>
    ),
  },
  play: openTheSheet,
});

export const LongLabels = meta.story({
  args: {
    links: [
      ...links,
      { label: 'Transformationsberatungsdienstleistungen', href: '/consulting' },
      { label: 'Frequently asked questions about internships and placements', href: '/faq' },
    ],
  },
  play: openTheSheet,
});

export const Tablet = meta.story({
  globals: viewport('tablet'),
  play: openTheSheet,
});
