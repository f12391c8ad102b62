import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaQueries } from '../theme/tokens';

/**
 * The page's column inside a full-bleed band (SiteHeader, SiteFooter): as wide as the theme's
 * container at most, centred, with the same side gutters as `Container`, so the header's,
 * the footer's and the page's content share one edge.
 */
export const pageColumn = style({
  maxWidth: vars.size.containerMax,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  '@media': {
    [mediaQueries.mobile]: { paddingInline: vars.space.md },
  },
});
