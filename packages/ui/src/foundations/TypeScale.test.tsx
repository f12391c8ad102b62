import { describe } from 'vitest';
import { TypeScale } from './TypeScale';
import { itShowsEveryThemeValue } from './themedPartTest';

describe('TypeScale', () => {
  itShowsEveryThemeValue(TypeScale, 'Font sizes', ['font', 'fontSize', 'fontWeight', 'lineHeight']);
});
