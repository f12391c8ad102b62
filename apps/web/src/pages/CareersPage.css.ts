import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const anchor = style({ scrollMarginTop: vars.size.headerHeight });

export const warning = style({
  marginBlock: vars.space.xl,
  padding: vars.space.lg,
  borderInlineStart: `6px solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  lineHeight: vars.lineHeight.relaxed,
});

export const warningTitle = style({
  color: vars.color.critical,
});

export const applyLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const candidateLink = style({
  marginBlockStart: vars.space.lg,
  marginBlockEnd: 0,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${candidateLink} a`, { color: 'inherit', textUnderlineOffset: '0.2em' });
