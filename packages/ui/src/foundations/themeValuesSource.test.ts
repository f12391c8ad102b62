import { describe, expect, it } from 'vitest';
import { harbourThemeValues } from '../theme/harbourTheme.css';
import { themeValuesSource } from './themeValuesSource';

describe('themeValuesSource', () => {
  it('should write every group and value of the theme as an object literal', () => {
    const source = themeValuesSource('harbourThemeValues', harbourThemeValues);
    expect(source).toMatch(/^export const harbourThemeValues = \{\n {2}color: \{\n/);
    expect(source).toContain("    background: '#fbf8f2',");
    expect(source).toContain('    body: \'Georgia, "Iowan Old Style", "Times New Roman", serif\',');
    expect(source).toMatch(/\n\} satisfies ThemeValues;$/);
  });

  it('should escape quotes and backslashes inside values', () => {
    const values = { ...harbourThemeValues, font: { body: "it's", heading: 'a\\b' } };
    const source = themeValuesSource('x', values);
    expect(source).toContain("body: 'it\\'s',");
    expect(source).toContain("heading: 'a\\\\b',");
  });
});
