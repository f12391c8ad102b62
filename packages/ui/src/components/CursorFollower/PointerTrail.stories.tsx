import preview from '../../storybook/preview';
import { expect, userEvent } from 'storybook/test';
import { PointerTrail } from './PointerTrail';

// The layer CursorFollower and Glow are drawn on, with a plain dot of its own.
const meta = preview.meta({
  title: 'Effects/PointerTrail',
  component: PointerTrail,
  tags: ['!autodocs'],
  args: {
    kind: 'follower' as const,
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
});

/** Hidden from assistive technology; absent under reduced motion and on touch screens. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const target = canvas.getByText('Move the pointer here.');
    await userEvent.hover(target);
    await expect(target).toBeVisible();
    for (const layer of canvasElement.ownerDocument.querySelectorAll('[data-cursor-follower]')) {
      await expect(layer).toHaveAttribute('aria-hidden', 'true');
    }
  },
});
