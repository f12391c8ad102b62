import type { Meta, StoryObj } from '@storybook/react-vite';
import { inlineRadio } from '../storybook/controls';
import { expectTableRows, themeSwitch } from './themedPartStory';
import { TokenScale, tokenScaleNames } from './TokenScale';

const meta = {
  title: 'Foundations/Spacing, radii and elevation',
  component: TokenScale,
  // SpacingRadiiElevation.mdx is this page's documentation.
  tags: ['!autodocs'],
  args: { ...themeSwitch.args, scale: 'space' },
  argTypes: { ...themeSwitch.argTypes, scale: inlineRadio(tokenScaleNames) },
  play: expectTableRows,
} satisfies Meta<typeof TokenScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpacingNgs: Story = {};

export const SpacingHarbour: Story = { args: { theme: 'harbour' } };

export const RadiiNgs: Story = { args: { scale: 'radius' } };

export const RadiiHarbour: Story = { args: { scale: 'radius', theme: 'harbour' } };

export const ElevationNgs: Story = { args: { scale: 'shadow' } };

export const ElevationHarbour: Story = { args: { scale: 'shadow', theme: 'harbour' } };
