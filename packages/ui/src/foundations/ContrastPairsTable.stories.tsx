import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContrastPairsTable } from './ContrastPairsTable';
import { themeSwitch } from './themedPartStory';

// The Colour page's second table (each text/background pair with its contrast ratio); the page is Colour.mdx.
const meta = {
  title: 'Foundations/Parts/ContrastPairsTable',
  component: ContrastPairsTable,
  tags: ['!autodocs'],
  ...themeSwitch,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/passes/)).not.toHaveLength(0);
    await expect(canvas.queryByText(/FAILS/)).toBeNull();
  },
} satisfies Meta<typeof ContrastPairsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ngs: Story = {};

export const Harbour: Story = { args: { theme: 'harbour' } };
