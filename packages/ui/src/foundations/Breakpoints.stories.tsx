import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breakpoints } from './Breakpoints';

const meta = {
  title: 'Foundations/Breakpoints',
  component: Breakpoints,
  // Breakpoints.mdx is this page's documentation.
  tags: ['!autodocs'],
} satisfies Meta<typeof Breakpoints>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllMediaQueries: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    // A header row, then mobile, tablet, desktop, reducedMotion and finePointer.
    await expect(rows).toHaveLength(6);
  },
};
