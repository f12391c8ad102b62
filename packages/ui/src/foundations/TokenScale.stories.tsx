import type { Meta, StoryObj } from '@storybook/react-vite';
import { inlineRadio } from '../storybook/controls';
import { expectTableRows, themeSwitch } from './themedPartStory';
import { TokenScale, tokenScaleNames } from './TokenScale';

// One part of a Foundations page on its own (a size scale); the page itself is in the .mdx files.
const meta = {
  title: 'Foundations/Parts/TokenScale',
  component: TokenScale,
  tags: ['!autodocs'],
  args: { ...themeSwitch.args, scale: 'space' },
  argTypes: { ...themeSwitch.argTypes, scale: inlineRadio(tokenScaleNames) },
  play: expectTableRows,
} satisfies Meta<typeof TokenScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {};

export const Radii: Story = { args: { scale: 'radius' } };

export const Elevation: Story = { args: { scale: 'shadow' } };
