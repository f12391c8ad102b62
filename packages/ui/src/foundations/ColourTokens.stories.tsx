import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColourTokens } from './ColourTokens';
import { expectTableRows, themeSwitch } from './themedPartStory';

// One part of a Foundations page on its own (colour roles with their values); the page itself is in the .mdx files.
const meta = {
  title: 'Foundations/Parts/ColourTokens',
  component: ColourTokens,
  tags: ['!autodocs'],
  ...themeSwitch,
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectTableRows };
