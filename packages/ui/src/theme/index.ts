export { vars } from './contract.css';
export { ngsFallbackFonts, ngsTheme } from './ngsTheme.css';
export { harbourTheme } from './harbourTheme.css';
export { breakpoints, mediaQueries } from './tokens';
