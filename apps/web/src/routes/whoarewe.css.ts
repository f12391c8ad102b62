import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const tinted = style({ background: vars.color.surface });

export const panelText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
