import { mediaQueries } from '../theme/tokens';

/**
 * What the stylesheets declare for `element`: the value of `property` (kebab-case) in the last
 * rule that matches it, among the rules outside any media query, or inside `media` when given.
 *
 * A computed style says little in jsdom: it resolves `var()` against a theme that a unit test does
 * not apply, and it evaluates media queries at its fixed 1024 × 768 window. The declaration shows
 * which token and which breakpoint a component asks for; how that looks is the browser suites'.
 * The kit's rules are single classes, so "the last one" is the one that wins.
 */
export function declaredStyle(
  element: Element,
  property: string,
  { media }: { media?: string } = {},
): string {
  const rules = Array.from(document.styleSheets).flatMap((sheet) =>
    Array.from(sheet.cssRules).flatMap((rule) => {
      if (rule instanceof CSSMediaRule) {
        return rule.media.mediaText === media ? Array.from(rule.cssRules) : [];
      }
      return media === undefined ? [rule] : [];
    }),
  );
  const values = rules
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter((rule) => element.matches(rule.selectorText))
    .map((rule) => rule.style.getPropertyValue(property))
    .filter((value) => value !== '');
  return values.at(-1) ?? '';
}

/**
 * The `grid-template-columns` a grid declares at each viewport, written as column counts: `3/2/1`
 * is three equal columns on desktop, two on tablet, one on mobile.
 */
export function declaredColumnCounts(grid: Element): string {
  const viewports = [undefined, mediaQueries.tablet, mediaQueries.mobile];
  return viewports
    .map((media) => {
      const columns = declaredStyle(grid, 'grid-template-columns', { media });
      return /^repeat\((\d+), minmax\(0px, 1fr\)\)$/.exec(columns)?.[1] ?? `(${columns})`;
    })
    .join('/');
}
