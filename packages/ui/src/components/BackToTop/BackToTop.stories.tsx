import preview from '../../storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BackToTop } from './BackToTop';
import { viewport } from '../../storybook/globals';
import {
  floatingCornerParameters,
  inFloatingCorner,
  onLongPage,
  scrollUntilBackToTop,
} from '../../storybook/longPage';

const meta = preview.meta({
  title: 'Site/BackToTop',
  component: BackToTop,
  parameters: {
    ...floatingCornerParameters,
    // The demo is a long page: scrolling it inside the preview is how the button is shown.
    docsPreview: { scrolls: true },
  },
  args: { label: 'Back to top', focusTargetId: 'back-to-top-main' },
  decorators: [
    inFloatingCorner,
    onLongPage({
      mainId: 'back-to-top-main',
      hint: 'Scroll down one screen and the button appears in the bottom-right corner.',
      end: 'The end of the page.',
    }),
  ],
});

export const AtTheTop = meta.story({
  play: async ({ canvas }) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
  },
});

export const ScrolledDown = meta.story({
  play: async ({ canvasElement }) => {
    const button = await scrollUntilBackToTop(canvasElement, 1.5);
    await expect(button).toHaveAttribute('data-state', 'visible');
    await expect(button).toBeVisible();
  },
});

export const ReturnsToTop = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const button = await scrollUntilBackToTop(canvasElement, 2);
    await userEvent.click(button);
    await expect(canvas.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
});

export const Mobile = ScrolledDown.extend({
  globals: viewport('mobile'),
});
