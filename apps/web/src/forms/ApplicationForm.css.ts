import { style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const form = style({ display: 'grid', gap: vars.space.xl });

/** Fields that belong together (the two files, the three names, the phone number). */
export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

/** The country code takes what its longest name needs; the number takes the rest. */
export const phone = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const privacy = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  lineHeight: vars.lineHeight.relaxed,
});

export const paragraph = style({ margin: 0 });

export const consents = style({ display: 'grid', gap: vars.space.md });

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });
