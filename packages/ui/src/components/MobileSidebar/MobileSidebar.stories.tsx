import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { MenuIcon } from '../IconButton/icons';
import type { RenderLinkProps } from '../private/renderLink';
import { MobileSidebar, mobileSidebarSides, type MobileSidebarProps } from './MobileSidebar';

const links = [
  { label: 'What we do', href: '/what-we-do' },
  { label: 'Who we are', href: '/about', active: true },
  { label: 'Highlights', href: '/highlights' },
  { label: 'Careers', href: '/careers' },
  { label: 'Why Northwind', href: '/why-northwind' },
  { label: 'Contact us', href: '/contact' },
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

// The app renders its own menu button and controls the sheet.
function WithMenuButton(props: MobileSidebarProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <IconButton label="Open menu" onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <MobileSidebar
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
  title: 'Navigation/MobileSidebar',
  component: MobileSidebar,
  args: { open: false, onOpenChange: fn(), title: 'Menu', links, renderLink },
  argTypes: {
    side: { control: 'inline-radio', options: mobileSidebarSides },
    links: { control: false },
    renderLink: { control: false },
    footer: { control: false },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <WithMenuButton {...args} />,
} satisfies Meta<typeof MobileSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseALink: Story = {
  play: async ({ canvasElement, args }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(sheet).getByRole('navigation', { name: 'Menu' });
    await expect(within(nav).getByRole('link', { name: 'Who we are' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Careers' }));
    await expect(navigate).toHaveBeenLastCalledWith('/careers');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const CloseWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    await screen.findByRole('dialog', { name: 'Menu' });
    await expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const Open: Story = { args: { open: true } };

export const FromTheRight: Story = { args: { open: true, side: 'right' } };

export const HiddenTitle: Story = { args: { open: true, hideTitle: true } };

export const WithFooter: Story = {
  args: {
    open: true,
    footer: (
      <Button asChild variant="primary" size="sm">
        <a href="#contact">Book a call</a>
      </Button>
    ),
  },
};

export const LongLabels: Story = {
  args: {
    open: true,
    links: [
      ...links,
      { label: 'Transformationsberatungsdienstleistungen', href: '/consulting' },
      { label: 'Frequently asked questions about internships and placements', href: '/faq' },
    ],
  },
};

export const Tablet: Story = {
  args: { open: true },
  globals: { viewport: { value: 'tablet', isRotated: false } },
};
