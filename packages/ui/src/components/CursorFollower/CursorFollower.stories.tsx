import preview from '../../storybook/preview';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { expectPointerEffect, pointerPlayground } from '../../storybook/pointerPlayground';
import { CursorFollower } from './CursorFollower';

const meta = preview.meta({
  title: 'Effects/CursorFollower',
  component: CursorFollower,
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  decorators: [
    pointerPlayground({
      hint: 'Move the mouse: a ring follows it and grows over the marked controls. It is off on touch screens and when the system asks for reduced motion.',
      withUnmarkedControl: true,
    }),
  ],
});

export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const follower = await expectPointerEffect(canvasElement, '[data-cursor-follower]');
    if (!follower) return;
    await expect(follower).toHaveAttribute('aria-hidden', 'true');
    fireEvent.mouseOver(canvas.getByRole('button', { name: 'Not marked' }));
    await expect(follower).toHaveAttribute('data-state', 'visible');
    // Decoration never takes clicks from the page.
    const box = canvas.getByRole('button', { name: 'Not marked' }).getBoundingClientRect();
    fireEvent.mouseMove(canvasElement, { clientX: box.x + 4, clientY: box.y + 4 });
    await waitFor(() =>
      expect(document.elementFromPoint(box.x + 4, box.y + 4)).toBe(
        canvas.getByRole('button', { name: 'Not marked' }),
      ),
    );
  },
});
