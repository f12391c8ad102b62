import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { listReset } from '../../system/listReset.css';
import { sprinkles } from '../../system/sprinkles.css';

export const checklist = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.xxs,
  fontWeight: vars.fontWeight.medium,
});

export const list = style([
  listReset,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' }),
]);

export const rule = style([
  sprinkles({ display: 'flex', alignItems: 'baseline', gap: 'xs' }),
  { minWidth: 0, overflowWrap: 'anywhere' },
]);

export const icon = style({
  flex: 'none',
  width: '1.25em',
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  selectors: { [`${rule}[data-state="met"] &`]: { color: vars.color.positive } },
});
