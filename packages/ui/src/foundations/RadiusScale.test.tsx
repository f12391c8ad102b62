import { describe } from 'vitest';
import { RadiusScale } from './RadiusScale';
import { itShowsEveryThemeValue } from './themedPartTest';

describe('RadiusScale', () => {
  itShowsEveryThemeValue(RadiusScale, 'Radii', ['radius']);
});
