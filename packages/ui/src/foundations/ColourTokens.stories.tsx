import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { kitThemeNames } from './kitThemes';
import { ColourTokens } from './ColourTokens';

// One part of a Foundations page on its own (colour roles with their values); the page itself is in the .mdx files.
const meta = {
  title: 'Foundations/Parts/ColourTokens',
  component: ColourTokens,
  tags: ['!autodocs'],
  args: { theme: 'ngs' },
  argTypes: { theme: { control: 'inline-radio', options: kitThemeNames } },
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row').length).toBeGreaterThan(1);
  },
};
