import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { kitThemeNames } from './kitThemes';
import { MotionTokens } from './MotionTokens';

// One part of a Foundations page on its own (the durations and easing, and what reduced motion does); the page itself is in the .mdx files.
const meta = {
  title: 'Foundations/Parts/MotionTokens',
  component: MotionTokens,
  tags: ['!autodocs'],
  args: { theme: 'ngs' },
  argTypes: { theme: { control: 'inline-radio', options: kitThemeNames } },
} satisfies Meta<typeof MotionTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row').length).toBeGreaterThan(1);
  },
};
