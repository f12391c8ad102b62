import { globalStyle, style } from '@vanilla-extract/css';
import { ngsFallbackFonts, vars } from '@ngs/ui/theme';

/** Set on <html> once the first paint is done (see hydrate-on-intent.mjs and __root.tsx). */
export const webFontsAttribute = 'data-web-fonts';

// Until then the page uses the metric-matched fallback faces alone, so the browser does not ask
// for the web fonts (78 KB) while it prepares the first paint; they arrive and swap in after it,
// with nothing moving.
globalStyle(`html:not([${webFontsAttribute}])`, {
  vars: { [vars.font.body]: ngsFallbackFonts.body, [vars.font.heading]: ngsFallbackFonts.heading },
});

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});
