import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box';
import { viewport } from '../../storybook/globals';
import { boxesOf } from '../../storybook/layout';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: {
    display: 'flex',
    flexDirection: { desktop: 'row', mobile: 'column' },
    gap: 'md',
    padding: 'lg',
    background: 'surface',
    borderRadius: 'md',
    children: ['One', 'Two', 'Three'].map((label) => (
      <Box key={label} padding="sm" background="surfaceRaised" borderRadius="sm">
        {label}
      </Box>
    )),
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  play: async ({ canvasElement }) => {
    const [one, two] = boxesOf(canvasElement, 'One', 'Two');
    await expect(two.left).toBeGreaterThan(one.right);
  },
};

export const ColumnOnMobile: Story = {
  globals: viewport('mobile'),
};
