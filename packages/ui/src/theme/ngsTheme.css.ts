import { createTheme, fontFace } from '@vanilla-extract/css';
import { vars } from './contract.css';
// A theme brings the kit's base styles with it, so a site that imports one component gets them.
import './global.css';
import { fontSizeScale, spaceScale, zIndexScale } from './shared';
import type { ThemeValues } from './themeValues';

// Arial (Liberation Sans on Linux, same metrics) scaled to take the room of each web font, so the
// text does not reflow when the web font arrives (font-display: swap). Figures from the fonts'
// own metrics: size-adjust = their average glyph width over Arial's, the overrides their
// ascender and descender over that.
const arial = "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Helvetica')";
const interFallback = fontFace({
  src: arial,
  sizeAdjust: '107.78%',
  ascentOverride: '89.88%',
  descentOverride: '22.38%',
  lineGapOverride: '0%',
});
const spaceGroteskFallback = fontFace({
  src: arial,
  sizeAdjust: '109.49%',
  ascentOverride: '89.87%',
  descentOverride: '26.67%',
  lineGapOverride: '0%',
});

/**
 * The NGS font stacks without their web fonts: what the theme shows until Inter and Space Grotesk
 * have loaded, for a site that wants to ask for the web fonts only after its first paint.
 */
export const ngsFallbackFonts = {
  body: `${interFallback}, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
  heading: `${spaceGroteskFallback}, "Segoe UI", Arial, sans-serif`,
};

/** The NGS theme's raw values: navy and orange, geometric headings. */
export const ngsThemeValues = {
  color: {
    background: '#ffffff',
    surface: '#f4f6fa',
    surfaceRaised: '#ffffff',
    surfaceInverse: '#0b1b33',
    text: '#13213a',
    textMuted: '#4a5670',
    textInverse: '#f4f6fa',
    brandAccent: '#f26522',
    brandAccentText: '#b5470c',
    onBrandAccent: '#0b1b33',
    border: '#d5dbe6',
    focusRing: '#2f6fed',
    critical: '#c0262d',
    positive: '#1d7a46',
    scrim: 'rgba(6, 14, 28, 0.72)',
  },
  font: {
    body: `"Inter Variable", ${ngsFallbackFonts.body}`,
    heading: `"Space Grotesk Variable", ${ngsFallbackFonts.heading}`,
  },
  fontSize: fontSizeScale,
  fontWeight: { regular: '400', medium: '560', bold: '700' },
  lineHeight: { tight: '1.15', normal: '1.5', relaxed: '1.7' },
  space: spaceScale,
  radius: { sm: '4px', md: '8px', lg: '16px', full: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(11, 27, 51, 0.08)',
    md: '0 6px 18px rgba(11, 27, 51, 0.10)',
    lg: '0 18px 48px rgba(11, 27, 51, 0.18)',
  },
  zIndex: zIndexScale,
  duration: { fast: '120ms', normal: '240ms', slow: '480ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: { containerMax: '1200px', headerHeight: '72px' },
} satisfies ThemeValues;

/** Navy and orange, geometric headings: the NGS look. */
export const ngsTheme = createTheme(vars, ngsThemeValues);
