import preview from '../storybook/preview';
import { inlineRadio } from '../storybook/controls';
import { expectTableRows, themeSwitch } from './themedPartStory';
import { TokenScale, tokenScaleNames } from './TokenScale';

const meta = preview.meta({
  title: 'Foundations/Spacing, radii and elevation',
  component: TokenScale,
  // SpacingRadiiElevation.mdx is this page's documentation.
  tags: ['!autodocs'],
  args: { ...themeSwitch.args, scale: 'space' } as const,
  argTypes: { ...themeSwitch.argTypes, scale: inlineRadio(tokenScaleNames) },
  play: expectTableRows,
});

export const SpacingNgs = meta.story();

export const SpacingHarbour = meta.story({ args: { theme: 'harbour' } });

export const RadiiNgs = meta.story({ args: { scale: 'radius' } });

export const RadiiHarbour = meta.story({ args: { scale: 'radius', theme: 'harbour' } });

export const ElevationNgs = meta.story({ args: { scale: 'shadow' } });

export const ElevationHarbour = meta.story({ args: { scale: 'shadow', theme: 'harbour' } });
