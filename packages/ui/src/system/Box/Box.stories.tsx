import preview from '../../storybook/preview';
import { expect } from 'storybook/test';
import { Box } from './Box';
import { viewport } from '../../storybook/globals';
import { boxesOf } from '../../storybook/layout';

const meta = preview.meta({
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
});

export const Row = meta.story({
  play: async ({ canvasElement }) => {
    const [one, two] = boxesOf(canvasElement, 'One', 'Two');
    await expect(two.left).toBeGreaterThan(one.right);
  },
});

export const ColumnOnMobile = meta.story({
  globals: viewport('mobile'),
});
