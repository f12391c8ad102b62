import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadiusScale } from './RadiusScale';
import { expectTableRows, themeSwitch } from './themedPartStory';

// One part of a Foundations page on its own (the corner radii); the page itself is in the .mdx files.
const meta = {
  title: 'Foundations/Parts/RadiusScale',
  component: RadiusScale,
  tags: ['!autodocs'],
  ...themeSwitch,
} satisfies Meta<typeof RadiusScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectTableRows };
