import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  selectors: {
    '&[aria-invalid="true"]': {
      paddingInlineStart: vars.space.md,
      borderInlineStart: `4px solid ${vars.color.critical}`,
    },
  },
});

// The rendered legend sits outside the fieldset's flex box, so the gap is drawn by its margin.
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
});

export const options = styleVariants({
  inline: { display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.xl}` },
  stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.xs },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  minWidth: 0,
});

export const optionLabel = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});
