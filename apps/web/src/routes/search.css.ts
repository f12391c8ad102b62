import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const form = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const input = style({
  flex: '1 1 16rem',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus-visible': { borderColor: vars.color.focusRing } },
});

export const results = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.lg,
});
