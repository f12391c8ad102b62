import type { Meta, StoryObj } from '@storybook/react-vite';
import { TypeScale } from './TypeScale';
import { expectTableRows, themeSwitch } from './themedPartStory';

// One part of a Foundations page on its own (the type sizes, weights and line heights); the page itself is in the .mdx files.
const meta = {
  title: 'Foundations/Parts/TypeScale',
  component: TypeScale,
  tags: ['!autodocs'],
  ...themeSwitch,
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectTableRows };
