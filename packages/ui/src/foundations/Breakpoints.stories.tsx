import preview from '../storybook/preview';
import { expect } from 'storybook/test';
import { Breakpoints } from './Breakpoints';

const meta = preview.meta({
  title: 'Foundations/Breakpoints',
  component: Breakpoints,
  // Breakpoints.mdx is this page's documentation.
  tags: ['!autodocs'],
});

export const AllMediaQueries = meta.story({
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    // A header row, then mobile, tablet, desktop, reducedMotion and finePointer.
    await expect(rows).toHaveLength(6);
  },
});
