import { describe } from 'vitest';
import { ColourTokens } from './ColourTokens';
import { itShowsEveryThemeValue } from './themedPartTest';

describe('ColourTokens', () => {
  itShowsEveryThemeValue(ColourTokens, 'Colour tokens', ['color']);
});
