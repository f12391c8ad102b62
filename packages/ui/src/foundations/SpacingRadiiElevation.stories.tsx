import type { Meta, StoryObj } from '@storybook/react-vite';
import { ElevationScale } from './ElevationScale';
import { RadiusScale } from './RadiusScale';
import { SpacingScale } from './SpacingScale';
import { themeSwitch } from './themedPartStory';

const meta = {
  title: 'Foundations/Spacing, radii and elevation',
  component: SpacingScale,
  // SpacingRadiiElevation.mdx is this page's documentation.
  tags: ['!autodocs'],
  ...themeSwitch,
} satisfies Meta<typeof SpacingScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpacingNgs: Story = {};

export const SpacingHarbour: Story = { args: { theme: 'harbour' } };

export const RadiiNgs: Story = { render: (args) => <RadiusScale {...args} /> };

export const RadiiHarbour: Story = { ...RadiiNgs, args: { theme: 'harbour' } };

export const ElevationNgs: Story = { render: (args) => <ElevationScale {...args} /> };

export const ElevationHarbour: Story = { ...ElevationNgs, args: { theme: 'harbour' } };
