import type { Meta, StoryObj } from '@storybook/react-vite';
import { TypeScale } from './TypeScale';
import { expectTableRows, themeSwitch } from './themedPartStory';

const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
  // Typography.mdx is this page's documentation.
  tags: ['!autodocs'],
  ...themeSwitch,
  play: expectTableRows,
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ngs: Story = {};

export const Harbour: Story = { args: { theme: 'harbour' } };
