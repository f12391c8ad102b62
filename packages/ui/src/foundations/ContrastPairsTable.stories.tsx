import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContrastPairsTable } from './ContrastPairsTable';
import { expectTableRows, themeSwitch } from './themedPartStory';

// One part of a Foundations page on its own (each text/background pair with its contrast ratio); the page itself is in the .mdx files.
const meta = {
  title: 'Foundations/Parts/ContrastPairsTable',
  component: ContrastPairsTable,
  tags: ['!autodocs'],
  ...themeSwitch,
} satisfies Meta<typeof ContrastPairsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { play: expectTableRows };
