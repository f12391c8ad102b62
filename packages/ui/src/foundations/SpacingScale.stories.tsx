import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpacingScale } from './SpacingScale';
import { expectTableRows, themeSwitch } from './themedPartStory';

// One part of a Foundations page on its own (the spacing steps); the page itself is in the .mdx files.
const meta = {
  title: 'Foundations/Parts/SpacingScale',
  component: SpacingScale,
  tags: ['!autodocs'],
  ...themeSwitch,
} satisfies Meta<typeof SpacingScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectTableRows };
