import preview from '../storybook/preview';
import { expect } from 'storybook/test';
import { ContrastPairsTable } from './ContrastPairsTable';
import { themeSwitch } from './themedPartStory';

// The Colour page's second table (each text/background pair with its contrast ratio); the page is Colour.mdx.
const meta = preview.meta({
  title: 'Foundations/Parts/ContrastPairsTable',
  component: ContrastPairsTable,
  tags: ['!autodocs'],
  ...themeSwitch,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/passes/)).not.toHaveLength(0);
    await expect(canvas.queryByText(/FAILS/)).toBeNull();
  },
});

export const Ngs = meta.story();

export const Harbour = meta.story({ args: { theme: 'harbour' } });
