import { describe, expect, it } from 'vitest';
import { checkContrast, coloursWithoutContrastPairs, contrastPairs } from './contrastPairs';
import { harbourThemeValues } from './harbourTheme.css';
import { ngsThemeValues } from './ngsTheme.css';
import type { ColourToken, ThemeValues } from './themeValues';

const themes: [string, ThemeValues][] = [
  ['ngs', ngsThemeValues],
  ['harbour', harbourThemeValues],
];

describe.each(themes)('the %s theme', (_name, values) => {
  const results = checkContrast(values.color);

  it.each(
    results.map((result) => [
      `${result.foreground} on ${result.background} (${result.use})`,
      result,
    ]),
  )('should give %s at least its WCAG minimum', (_pair, result) => {
    expect(
      result.ratio,
      `${result.foreground} ${values.color[result.foreground]} on ${result.background} ${values.color[result.background]}: ${result.ratio.toFixed(2)}:1, needs ${result.minimum}:1`,
    ).toBeGreaterThanOrEqual(result.minimum);
  });
});

describe('contrastPairs', () => {
  it('should give every colour token of the contract a pair or a reason it needs none', () => {
    const paired = new Set<ColourToken>(
      contrastPairs.flatMap((pair) => [pair.foreground, pair.background]),
    );
    const unaccounted = (Object.keys(ngsThemeValues.color) as ColourToken[]).filter(
      (token) => !paired.has(token) && coloursWithoutContrastPairs[token] === undefined,
    );
    expect(unaccounted).toEqual([]);
  });

  it('should list each pair once', () => {
    const keys = contrastPairs.map((pair) => `${pair.foreground}/${pair.background}/${pair.use}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
