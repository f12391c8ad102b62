import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColourTokens } from './ColourTokens';
import { ContrastPairsTable } from './ContrastPairsTable';
import { themeSwitch } from './themedPartStory';

const meta = {
  title: 'Foundations/Colour',
  component: ColourTokens,
  // Colour.mdx is this page's documentation.
  tags: ['!autodocs'],
  ...themeSwitch,
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TokensNgs: Story = {};

export const TokensHarbour: Story = { args: { theme: 'harbour' } };

const expectEveryPairToPass: Story['play'] = async ({ canvas }) => {
  await expect(canvas.getAllByText(/passes/)).not.toHaveLength(0);
  await expect(canvas.queryByText(/FAILS/)).toBeNull();
};

export const ContrastNgs: Story = {
  render: (args) => <ContrastPairsTable {...args} />,
  play: expectEveryPairToPass,
};

export const ContrastHarbour: Story = {
  args: { theme: 'harbour' },
  render: (args) => <ContrastPairsTable {...args} />,
  play: expectEveryPairToPass,
};
