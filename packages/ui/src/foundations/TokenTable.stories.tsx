import preview from '../storybook/preview';
import { expect, within } from 'storybook/test';
import { TokenTable } from './TokenTable';

// The table every Foundations page is made of, with rows of its own.
const meta = preview.meta({
  title: 'Foundations/Parts/TokenTable',
  component: TokenTable,
  tags: ['!autodocs'],
  args: {
    caption: 'Example tokens',
    rows: [
      { token: 'space.sm', value: '0.5rem', sample: <span>0.5rem</span> },
      { token: 'space.md', value: '1rem', sample: <span>1rem</span> },
    ],
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Example tokens' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
});
