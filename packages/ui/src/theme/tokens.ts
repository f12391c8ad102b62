/**
 * Values that cannot live in CSS custom properties: media queries are parsed before
 * variables exist, so breakpoints are plain numbers shared by styles and scripts.
 */
export const breakpoints = {
  /** At this width or less the layout is single-column (phones). */
  mobile: 768,
  /** At this width or less the layout is two-column (tablets, small laptops). */
  tablet: 1024,
} as const;

export const mediaQueries = {
  mobile: `screen and (max-width: ${breakpoints.mobile}px)`,
  tablet: `screen and (max-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.tablet + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  finePointer: '(pointer: fine)',
} as const;
