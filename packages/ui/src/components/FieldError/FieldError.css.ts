import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
