import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';
import { panel } from '../AreaFrame.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '48rem' });

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = panel;

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${facts} > dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${facts} > dd`, { margin: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gap: vars.space.sm });

export const danger = style([
  panel,
  { borderColor: vars.color.critical, borderInlineStartWidth: 4 },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
