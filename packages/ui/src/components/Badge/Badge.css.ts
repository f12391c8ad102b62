import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The text keeps the theme's own text/surface pair; only the marker is tinted, so no tone can
// fall below the contrast the pair is checked for.
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

const markerBase = style({
  flex: 'none',
  width: '0.625em',
  height: '0.625em',
  borderRadius: vars.radius.full,
});

export const marker = styleVariants({
  neutral: [markerBase, { background: vars.color.textMuted }],
  accent: [markerBase, { background: vars.color.brandAccent }],
  positive: [markerBase, { background: vars.color.positive }],
  critical: [markerBase, { background: vars.color.critical }],
});
