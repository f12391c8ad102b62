import preview from '../../storybook/preview';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { navigatedTo } from '../../storybook/storyLinks';
import { SearchDialog } from './SearchDialog';
import { viewport } from '../../storybook/globals';
import { openOverlay, opensOverlay } from '../../storybook/overlays';

const destinations = [
  { title: 'Cloud Migration', href: '/what-we-do/cloud' },
  { title: 'Data Engineering', href: '/what-we-do/data' },
  { title: 'Security Audits', href: '/what-we-do/security' },
  { title: 'Mobile Apps', href: '/what-we-do/mobile' },
  { title: 'Workshops', href: '/what-we-do/workshops' },
  { title: 'About Us', href: '/about' },
  { title: 'Our Story', href: '/story' },
  { title: 'Careers', href: '/careers' },
  { title: 'Apply for Internship', href: '/apply?type=internship' },
  { title: 'Apply for Job', href: '/apply?type=job' },
];

const meta = preview.meta({
  title: 'Overlays/SearchDialog',
  component: SearchDialog,
  args: {
    id: 'story-search',
    openLabel: 'Search',
    destinations,
    label: 'Search the site',
    placeholder: 'What can we help you find?',
    noResultsText: 'No pages match your search.',
    action: '/search',
  },
  argTypes: { destinations: { control: false } },
});

const searchInput = { role: 'combobox', name: 'Search the site' } as const;

async function openSearch(canvasElement: HTMLElement) {
  const { opener: searchButton, overlay: input } = await openOverlay(
    canvasElement,
    'Search',
    searchInput,
  );
  return { searchButton, input };
}

export const ChooseWithKeyboard = meta.story({
  play: async ({ canvasElement }) => {
    navigatedTo.mockClear();
    const { searchButton, input } = await openSearch(canvasElement);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(screen.queryByRole('listbox')).toBeNull();

    await userEvent.type(input, 'APPLY');
    await expect(screen.getAllByRole('option')).toHaveLength(2);
    await expect(screen.getByRole('status')).toHaveTextContent('2 results available');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Apply for Job' }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(navigatedTo).toHaveBeenLastCalledWith('/apply?type=job');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(searchButton).toHaveFocus());
  },
});

export const ChooseWithPointer = meta.story({
  play: async ({ canvasElement }) => {
    const { input } = await openSearch(canvasElement);
    await userEvent.type(input, 'story');
    await userEvent.click(screen.getByRole('option', { name: 'Our Story' }));
    await expect(navigatedTo).toHaveBeenLastCalledWith('/story');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
});

export const NoResults = meta.story({
  play: async ({ canvasElement }) => {
    const { input } = await openSearch(canvasElement);
    await userEvent.type(input, 'blockchain');
    await expect(
      await screen.findByText('No pages match your search.', { selector: 'p:not([role])' }),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
});

export const CloseWithButton = meta.story({
  play: async ({ canvasElement }) => {
    const { searchButton } = await openSearch(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(searchButton).toHaveFocus());
  },
});

export const Open = meta.story({
  play: opensOverlay('Search', searchInput),
});

export const OpenOnMobile = meta.story({
  globals: viewport('mobile'),
  play: opensOverlay('Search', searchInput),
});
