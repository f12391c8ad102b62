import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { kitThemeNames } from './kitThemes';
import { ElevationScale } from './ElevationScale';

// One part of a Foundations page on its own (the shadows); the page itself is in the .mdx files.
const meta = {
  title: 'Foundations/Parts/ElevationScale',
  component: ElevationScale,
  tags: ['!autodocs'],
  args: { theme: 'ngs' },
  argTypes: { theme: { control: 'inline-radio', options: kitThemeNames } },
} satisfies Meta<typeof ElevationScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row').length).toBeGreaterThan(1);
  },
};
