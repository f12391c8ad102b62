import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { CursorFollower } from './CursorFollower';

/** True where the follower is meant to run: a mouse, and motion allowed. */
const followerEnabledHere = () =>
  window.matchMedia(mediaQueries.finePointer).matches &&
  !window.matchMedia(mediaQueries.reducedMotion).matches;

const meta = {
  title: 'Effects/CursorFollower',
  component: CursorFollower,
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: vars.space.md, justifyItems: 'start' }}>
        <p style={{ margin: 0 }}>
          Move the mouse: a ring follows it and grows over the marked controls. It is off on touch
          screens and when the system asks for reduced motion.
        </p>
        <button type="button" data-cursor="hover" style={{ padding: vars.space.md }}>
          <span>Marked with data-cursor=&quot;hover&quot;</span>
        </button>
        <button type="button" style={{ padding: vars.space.md }}>
          Not marked
        </button>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CursorFollower>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const follower = () => canvasElement.querySelector('[data-cursor-follower]');
    if (!followerEnabledHere()) {
      // Touch screen or reduced motion in this browser: the follower must not exist.
      await expect(follower()).toBeNull();
      return;
    }
    await waitFor(() => expect(follower()).toHaveAttribute('data-state', 'hidden'));
    await expect(follower()).toHaveAttribute('aria-hidden', 'true');
    fireEvent.mouseMove(canvasElement, { clientX: 40, clientY: 40 });
    await expect(follower()).toHaveAttribute('data-state', 'visible');
    fireEvent.mouseOver(canvas.getByText('Marked with data-cursor="hover"'));
    await expect(follower()).toHaveAttribute('data-state', 'hover');
    fireEvent.mouseOver(canvas.getByRole('button', { name: 'Not marked' }));
    await expect(follower()).toHaveAttribute('data-state', 'visible');
    // Decoration never takes clicks from the page.
    const box = canvas.getByRole('button', { name: 'Not marked' }).getBoundingClientRect();
    fireEvent.mouseMove(canvasElement, { clientX: box.x + 4, clientY: box.y + 4 });
    await waitFor(() =>
      expect(document.elementFromPoint(box.x + 4, box.y + 4)).toBe(
        canvas.getByRole('button', { name: 'Not marked' }),
      ),
    );
  },
};
