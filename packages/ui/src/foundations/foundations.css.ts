import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// A panel paints the theme's own page colours, so every sample inside is judged on them.
export const panel = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
});

globalStyle(`${table} caption`, {
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

globalStyle(`${table} thead th`, {
  borderBlockEnd: `2px solid ${vars.color.textMuted}`,
  fontWeight: vars.fontWeight.bold,
});

export const code = style({
  fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted });

// Outlined in textMuted so a swatch as pale as the page still shows where it is.
export const swatch = style({
  display: 'inline-block',
  inlineSize: '3rem',
  blockSize: '2rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.textMuted}`,
});

export const note = style({
  margin: 0,
  maxInlineSize: '70ch',
});
