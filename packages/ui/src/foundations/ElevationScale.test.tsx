import { describe } from 'vitest';
import { ElevationScale } from './ElevationScale';
import { itShowsEveryThemeValue } from './themedPartTest';

describe('ElevationScale', () => {
  itShowsEveryThemeValue(ElevationScale, 'Elevation (shadows)', ['shadow']);
});
