import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColourTokens } from './ColourTokens';
import { expectTableRows, themeSwitch } from './themedPartStory';

const meta = {
  title: 'Foundations/Colour',
  component: ColourTokens,
  // Colour.mdx is this page's documentation.
  tags: ['!autodocs'],
  ...themeSwitch,
  play: expectTableRows,
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TokensNgs: Story = {};

export const TokensHarbour: Story = { args: { theme: 'harbour' } };
