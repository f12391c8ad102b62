import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultMenuButtonLabel } from './navMenuModel';
import { items, renderLink } from './navMenu.fixtures';
import { StaticNavMenu } from './StaticNavMenu';

// An internal part: what NavMenu shows until its drop-down behaviour has loaded. Designers can
// check it looks exactly like the closed menu.
const meta = {
  title: 'Navigation/Internals/StaticNavMenu',
  component: StaticNavMenu,
  args: {
    items,
    ariaLabel: 'Main',
    renderLink,
    menuButtonLabel: defaultMenuButtonLabel,
    onRequest: fn(),
    onHover: fn(),
  },
  argTypes: { items: { control: false }, renderLink: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '16px 24px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaticNavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Show What we do menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(args.onRequest).toHaveBeenCalledWith({ value: 'item-0', focusFirstLink: false });
    await expect(canvas.queryByRole('link', { name: 'Cloud Migration' })).toBeNull();
  },
};
