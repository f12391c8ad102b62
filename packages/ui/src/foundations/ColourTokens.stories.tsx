import preview from '../storybook/preview';
import { ColourTokens } from './ColourTokens';
import { expectTableRows, themeSwitch } from './themedPartStory';

const meta = preview.meta({
  title: 'Foundations/Colour',
  component: ColourTokens,
  // Colour.mdx is this page's documentation.
  tags: ['!autodocs'],
  ...themeSwitch,
  play: expectTableRows,
});

export const TokensNgs = meta.story();

export const TokensHarbour = meta.story({ args: { theme: 'harbour' } });
