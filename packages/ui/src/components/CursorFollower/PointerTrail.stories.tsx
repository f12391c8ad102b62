import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PointerTrail } from './PointerTrail';

// The layer CursorFollower and Glow are drawn on, with a plain dot of its own.
const meta = {
  title: 'Effects/PointerTrail',
  component: PointerTrail,
  tags: ['!autodocs'],
  args: {
    kind: 'follower',
    className: '',
    children: (
      <span
        style={{
          display: 'block',
          width: 16,
          height: 16,
          borderRadius: '50%',
          background: 'currentColor',
        }}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160 }}>
        <p>Move the pointer here.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointerTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from assistive technology; absent under reduced motion and on touch screens. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const target = canvas.getByText('Move the pointer here.');
    await userEvent.hover(target);
    await expect(target).toBeVisible();
    for (const layer of canvasElement.ownerDocument.querySelectorAll('[data-cursor-follower]')) {
      await expect(layer).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
