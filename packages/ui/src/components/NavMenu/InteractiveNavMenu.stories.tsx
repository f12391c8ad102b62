import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import InteractiveNavMenu from './InteractiveNavMenu';
import { defaultMenuButtonLabel } from './navMenuModel';
import { items, renderLink } from './navMenu.fixtures';

// An internal part: the drop-down behaviour NavMenu loads on first approach, here opened by a
// request made before it loaded (ArrowDown on the first menu button).
const meta = {
  title: 'Navigation/Internals/InteractiveNavMenu',
  component: InteractiveNavMenu,
  args: {
    items,
    ariaLabel: 'Main',
    renderLink,
    menuButtonLabel: defaultMenuButtonLabel,
    newTabText: '(opens in a new tab)',
    request: { value: 'item-0', focusFirstLink: true },
    onMount: fn(),
  },
  argTypes: { items: { control: false }, renderLink: { control: false } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '16px 24px', minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InteractiveNavMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenedByRequest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Cloud Migration' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: 'Show What we do menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(args.onMount).toHaveBeenCalled();
  },
};
