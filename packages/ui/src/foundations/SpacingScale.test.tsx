import { describe } from 'vitest';
import { SpacingScale } from './SpacingScale';
import { itShowsEveryThemeValue } from './themedPartTest';

describe('SpacingScale', () => {
  itShowsEveryThemeValue(SpacingScale, 'Spacing', ['space']);
});
