import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const caption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

const cellBase = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

export const header = style({
  ...cellBase,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  background: vars.color.surface,
});

export const numericHeader = style([header, { textAlign: 'end' }]);

export const cell = style({
  ...cellBase,
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'anywhere',
});

export const numericCell = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

export const row = style({});

// The frame already closes the table: the last row needs no rule of its own.
globalStyle(`${row}:last-child > *`, { borderBottom: 'none' });

export const empty = style({ ...cellBase, borderBottom: 'none', color: vars.color.textMuted });
