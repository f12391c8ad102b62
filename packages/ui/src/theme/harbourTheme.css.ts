import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
// A theme brings the kit's base styles with it, so a site that imports one component gets them.
import './global.css';
import { fontSizeScale, spaceScale, zIndexScale } from './shared';
import type { ThemeValues } from './themeValues';

/** The harbour theme's raw values: teal and sand, serif headings, round corners. */
export const harbourThemeValues = {
  color: {
    background: '#fbf8f2',
    surface: '#f1ebdf',
    surfaceRaised: '#ffffff',
    surfaceInverse: '#0b2b2c',
    text: '#1d2b2b',
    textMuted: '#4b5a58',
    textInverse: '#fbf8f2',
    brandAccent: '#2bb38f',
    brandAccentText: '#13684f',
    onBrandAccent: '#0b2222',
    border: '#d9cfbd',
    focusRing: '#8a4fff',
    critical: '#b3261e',
    positive: '#13684f',
    scrim: 'rgba(15, 61, 62, 0.7)',
  },
  font: {
    body: 'Georgia, "Iowan Old Style", "Times New Roman", serif',
    heading: '"Iowan Old Style", Georgia, "Times New Roman", serif',
  },
  fontSize: fontSizeScale,
  fontWeight: { regular: '400', medium: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.55', relaxed: '1.75' },
  space: spaceScale,
  radius: { sm: '10px', md: '16px', lg: '28px', full: '999px' },
  shadow: {
    sm: '0 1px 3px rgba(15, 61, 62, 0.12)',
    md: '0 8px 24px rgba(15, 61, 62, 0.14)',
    lg: '0 24px 60px rgba(15, 61, 62, 0.2)',
  },
  zIndex: zIndexScale,
  duration: { fast: '150ms', normal: '300ms', slow: '600ms' },
  easing: { standard: 'cubic-bezier(0.3, 0, 0.2, 1)' },
  size: { containerMax: '1120px', headerHeight: '80px' },
} satisfies ThemeValues;

/**
 * An example theme for another company: teal and sand, serif headings, round corners.
 * It exists to prove the kit re-skins without touching a component.
 */
export const harbourTheme = createTheme(vars, harbourThemeValues);
