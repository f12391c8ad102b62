import { createThemeContract } from '@vanilla-extract/css';

/**
 * The kit's design tokens, named for their role. A theme fills every slot; components
 * read only these variables, so a new theme re-skins everything without touching them.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceInverse: null,
    text: null,
    textMuted: null,
    textInverse: null,
    /** Decorative accent: rules, icons, large display text, fills. */
    brandAccent: null,
    /** Accent for body-size text on `background`; meets WCAG AA contrast. */
    brandAccentText: null,
    /** Text drawn on a `brandAccent` fill. */
    onBrandAccent: null,
    border: null,
    focusRing: null,
    critical: null,
    positive: null,
    scrim: null,
  },
  font: {
    body: null,
    heading: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    display: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
    relaxed: null,
  },
  space: {
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    full: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  zIndex: {
    raised: null,
    header: null,
    floating: null,
    overlay: null,
    modal: null,
    toast: null,
    cursor: null,
  },
  duration: {
    fast: null,
    normal: null,
    slow: null,
  },
  easing: {
    standard: null,
  },
  size: {
    containerMax: null,
    headerHeight: null,
  },
});
