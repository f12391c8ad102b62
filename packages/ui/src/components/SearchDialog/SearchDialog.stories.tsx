import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { SearchIcon } from '../IconButton/icons';
import type { RenderLinkProps } from '../private/renderLink';
import { SearchDialog, type SearchDialogProps } from './SearchDialog';

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

// Stands in for the app's router link: it must not reload the story.
const navigate = fn();
const renderLink = ({ href, children, ...props }: RenderLinkProps) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

// The app renders its own search button and controls the dialog.
function WithSearchButton(props: SearchDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <IconButton label="Search" onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
      <SearchDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/SearchDialog',
  component: SearchDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    destinations,
    label: 'Search the site',
    placeholder: 'What can we help you find?',
    noResultsText: 'No pages match your search.',
    renderLink,
  },
  argTypes: { destinations: { control: false }, renderLink: { control: false } },
  render: (args) => <WithSearchButton {...args} />,
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const searchButton = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.click(searchButton);
    const input = await screen.findByRole('combobox', { name: 'Search the site' });
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
    await expect(navigate).toHaveBeenLastCalledWith('/apply?type=job');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(searchButton).toHaveFocus());
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('combobox', { name: 'Search the site' });
    await userEvent.type(input, 'story');
    await userEvent.click(screen.getByRole('option', { name: 'Our Story' }));
    await expect(navigate).toHaveBeenLastCalledWith('/story');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('combobox', { name: 'Search the site' });
    await userEvent.type(input, 'blockchain');
    await expect(
      await screen.findByText('No pages match your search.', { selector: 'p:not([role])' }),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CloseWithButton: Story = {
  play: async ({ canvasElement }) => {
    const searchButton = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.click(searchButton);
    await userEvent.click(await screen.findByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(searchButton).toHaveFocus());
  },
};

export const Open: Story = { args: { open: true } };

export const OpenOnMobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
