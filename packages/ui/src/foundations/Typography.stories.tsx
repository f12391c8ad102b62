import type { Meta, StoryObj } from '@storybook/react-vite';
import { kitThemeNames } from './kitThemes';
import { TypeScale } from './TypeScale';

const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
  // Typography.mdx is this page's documentation.
  tags: ['!autodocs'],
  args: { theme: 'ngs' },
  argTypes: { theme: { control: 'inline-radio', options: kitThemeNames } },
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ngs: Story = {};

export const Harbour: Story = { args: { theme: 'harbour' } };
