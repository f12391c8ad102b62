import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
});

export const main = style({ display: 'block', outline: 'none' });

export const shortcut = style({
  display: 'block',
  paddingBlock: vars.space.xxs,
  textAlign: 'center',
  color: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const footerTagline = style({ margin: 0, maxWidth: '40ch' });

export const sidebarOffices = style({
  display: 'grid',
  gap: vars.space.xs,
});
