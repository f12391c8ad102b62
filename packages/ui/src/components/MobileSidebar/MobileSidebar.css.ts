import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { listReset } from '../../system/listReset.css';

export const nav = style({ flexGrow: 1 });

export const list = style([
  listReset,
  {
    display: 'flex',
    flexDirection: 'column',
  },
]);

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&[aria-current="page"]': {
      color: vars.color.brandAccentText,
      fontWeight: vars.fontWeight.bold,
      borderInlineStart: `4px solid ${vars.color.brandAccent}`,
      paddingInlineStart: vars.space.md,
    },
  },
});

export const footer = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
