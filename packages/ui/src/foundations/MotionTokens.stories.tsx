import preview from '../storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { kitThemes } from './kitThemes';
import { MotionTokens } from './MotionTokens';
import { themeSwitch } from './themedPartStory';

const meta = preview.meta({
  title: 'Foundations/Motion',
  component: MotionTokens,
  // Motion.mdx is this page's documentation.
  tags: ['!autodocs'],
  ...themeSwitch,
});

const seconds = (duration: string) => `${parseFloat(duration) / 1000}s`;

export const Ngs = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slowDot = canvas.getByTestId('motion-dot-slow');
    const slow = kitThemes[args.theme].values.duration.slow;
    const move = canvas.getByRole('button', { name: 'Move the dots' });

    await userEvent.click(move);
    await expect(move).toHaveAttribute('aria-pressed', 'true');
    await expect(getComputedStyle(slowDot).transitionDuration).toBe(seconds(slow));

    await userEvent.click(canvas.getByRole('checkbox', { name: /prefers-reduced-motion/ }));
    await expect(getComputedStyle(slowDot).transitionDuration).toBe('0s');
  },
});

export const Harbour = Ngs.extend({ args: { theme: 'harbour' } });
