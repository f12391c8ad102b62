import type { Meta, StoryObj } from '@storybook/react-vite';
import { ElevationScale } from './ElevationScale';
import { expectTableRows, themeSwitch } from './themedPartStory';

// One part of a Foundations page on its own (the shadows); the page itself is in the .mdx files.
const meta = {
  title: 'Foundations/Parts/ElevationScale',
  component: ElevationScale,
  tags: ['!autodocs'],
  ...themeSwitch,
} satisfies Meta<typeof ElevationScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectTableRows };
