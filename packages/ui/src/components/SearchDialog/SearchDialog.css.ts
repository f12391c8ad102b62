import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ position: 'relative', margin: 0 });

export const searchIcon = style({
  position: 'absolute',
  top: '50%',
  insetInlineStart: vars.space.sm,
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  paddingInlineStart: `calc(${vars.space.sm} + 24px + ${vars.space.xs})`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { borderColor: vars.color.focusRing },
  },
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxs,
});

export const result = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  borderInlineStart: '4px solid transparent',
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surface, textDecoration: 'underline' },
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      borderInlineStartColor: vars.color.brandAccent,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
});
