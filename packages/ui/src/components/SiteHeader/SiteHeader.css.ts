import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { pageColumn } from '../../css/pageColumn.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.background,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

// Its background runs to the window's edges; its controls line up with the bar's and the page's
// (`pageColumn`'s edge, reached with padding: one element, one class).
export const strip = style({
  paddingInline: `max(${vars.space.xl}, (100% - ${vars.size.containerMax}) / 2 + ${vars.space.xl})`,
  background: vars.color.surface,
  color: vars.color.text,
  '@media': {
    [mediaQueries.mobile]: { paddingInline: vars.space.md },
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.headerHeight,
});

export const inner = style([
  pageColumn,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.lg,
    width: '100%',
    '@media': {
      [mediaQueries.mobile]: { gap: vars.space.sm },
    },
  },
]);

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  minWidth: 0,
});

export const navigation = style({
  display: 'flex',
  flex: '1 1 auto',
  justifyContent: 'center',
  minWidth: 0,
  '@media': {
    [mediaQueries.tablet]: { display: 'none' },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const mobileOnly = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': {
    [mediaQueries.tablet]: { display: 'flex' },
  },
});
