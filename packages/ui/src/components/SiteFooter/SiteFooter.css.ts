import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { linkGroupList, linkGroupTitle } from '../../css/linkGroup.css';
import { pageColumn } from '../../css/pageColumn.css';
import { listReset } from '../../system/listReset.css';
import { sprinkles } from '../../system/sprinkles.css';

export const root = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  paddingBlock: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': {
    // Up to tablets the page's last line would sit under the floating corner controls: room for
    // the two stacked 56 px buttons (back to top, quick contact) above the corner's inset.
    [mediaQueries.tablet]: { paddingBlockEnd: '10rem' },
  },
});

export const inner = style([pageColumn, { display: 'grid', gap: vars.space.xl }]);

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 1fr) 3fr',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: '1fr' },
  },
});

export const brand = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.mobile]: { gridTemplateColumns: '1fr', gap: vars.space.lg },
  },
});

export const columnTitle = linkGroupTitle.md;

export const list = linkGroupList;

export const link = style({
  color: vars.color.textInverse,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const socialList = style([
  listReset,
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' }),
]);

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.textInverse}`,
  color: vars.color.textInverse,
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { background: vars.color.textInverse, color: vars.color.surfaceInverse },
  },
});

export const socialIcon = style({
  display: 'inline-flex',
  width: 20,
  height: 20,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.textMuted}`,
  fontSize: vars.fontSize.sm,
});

export const copyright = style({ margin: 0 });

export const legalList = style([
  listReset,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space.xs} ${vars.space.lg}`,
  },
]);
