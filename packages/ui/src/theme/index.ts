export { vars } from './contract.css';
export { ngsFallbackFonts, ngsTheme, ngsThemeValues } from './ngsTheme.css';
export { harbourTheme, harbourThemeValues } from './harbourTheme.css';
export { breakpoints, mediaQueries } from './tokens';
export type { ColourToken, ThemeValues } from './themeValues';
// For a site making its own theme: check its colours against the pairs the kit draws.
export { composite, contrastRatio, parseColour, relativeLuminance } from './contrast';
export type { Rgba } from './contrast';
export {
  checkContrast,
  coloursWithoutContrastPairs,
  contrastPairs,
  minimumContrast,
} from './contrastPairs';
export type { ContrastPair, ContrastResult, ContrastUse } from './contrastPairs';
