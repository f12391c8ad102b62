import preview from '../storybook/preview';
import { TypeScale } from './TypeScale';
import { expectTableRows, themeSwitch } from './themedPartStory';

const meta = preview.meta({
  title: 'Foundations/Typography',
  component: TypeScale,
  // Typography.mdx is this page's documentation.
  tags: ['!autodocs'],
  ...themeSwitch,
  play: expectTableRows,
});

export const Ngs = meta.story();

export const Harbour = meta.story({ args: { theme: 'harbour' } });
