import preview from '../../storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NavMenu } from './NavMenu';
import { navigatedTo } from '../../storybook/storyLinks';
import { items, services } from '../../storybook/navMenuItems';
import { viewport } from '../../storybook/globals';
import { inBox } from '../../storybook/decorators';

const meta = preview.meta({
  title: 'Navigation/NavMenu',
  component: NavMenu,
  args: { 'aria-label': 'Main', items },
  argTypes: { items: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [inBox({ padding: '16px 24px', minHeight: 480 })],
});

export const Default = meta.story();

export const OpenWithKeyboard = meta.story({
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Show What we do menu' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Cloud Migration' })).toHaveFocus(),
    );
    const trigger = canvas.getByRole('button', { name: 'Show What we do menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('link', { name: /./ })).toHaveLength(4 + services.length);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
  },
});

export const OpenOnHover = meta.story({
  play: async ({ canvas }) => {
    const offices = canvas.getByRole('button', { name: 'Our offices' });
    await userEvent.hover(offices);
    const lisbon = await canvas.findByRole('link', { name: 'Lisbon (opens in a new tab)' });
    await expect(lisbon).toHaveAttribute('target', '_blank');
    await expect(lisbon).toHaveAttribute('rel', 'noopener noreferrer');
  },
});

export const ChooseALink = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show What we do menu' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Workshops' }));
    await expect(navigatedTo).toHaveBeenLastCalledWith('/what-we-do/workshops');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Show What we do menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  },
});

export const ActiveDropdown = meta.story({
  args: {
    items: items.map((item, index) =>
      index === 0 ? { ...item, active: true } : { ...item, active: false },
    ),
  },
});

export const TriggerWithoutLink = meta.story({
  args: {
    items: [
      {
        label: 'Resources',
        panel: 'list',
        links: [
          { label: 'Blog', href: '/blog', description: 'Notes from our engineers' },
          { label: 'Case studies', href: '/cases' },
        ],
      },
      { label: 'Contact', href: '/contact' },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resources' }));
    await expect(await canvas.findByRole('link', { name: 'Blog' })).toHaveAccessibleDescription(
      'Notes from our engineers',
    );
  },
});

export const LongLabels = meta.story({
  args: {
    items: [
      { label: 'Transformationsberatungsdienstleistungen', href: '/consulting' },
      ...items.slice(1),
    ],
  },
});

export const Laptop = meta.story({ globals: viewport('laptop') });
