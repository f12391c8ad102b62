import type { Meta, StoryObj } from '@storybook/react-vite';
import { MotionTokens } from './MotionTokens';
import { expectTableRows, themeSwitch } from './themedPartStory';

// One part of a Foundations page on its own (the durations and easing, and what reduced motion does); the page itself is in the .mdx files.
const meta = {
  title: 'Foundations/Parts/MotionTokens',
  component: MotionTokens,
  tags: ['!autodocs'],
  ...themeSwitch,
} satisfies Meta<typeof MotionTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectTableRows };
