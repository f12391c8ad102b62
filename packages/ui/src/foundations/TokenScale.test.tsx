import { describe } from 'vitest';
import { TokenScale, tokenScaleNames, type TokenScaleName } from './TokenScale';
import { itShowsEveryThemeValue } from './themedPartTest';

const captions: Record<TokenScaleName, string> = {
  space: 'Spacing',
  radius: 'Radii',
  shadow: 'Elevation (shadows)',
};

describe.each(tokenScaleNames)('TokenScale of %s', (scale) => {
  itShowsEveryThemeValue((props) => <TokenScale scale={scale} {...props} />, captions[scale], [
    scale,
  ]);
});
