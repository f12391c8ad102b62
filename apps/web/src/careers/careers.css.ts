import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

export const count = style({ fontWeight: vars.fontWeight.medium, marginBlock: vars.space.md });

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const item = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

globalStyle(`${item} h3`, { marginBlock: 0 });
globalStyle(`${item} h3 a`, { color: 'inherit', textUnderlineOffset: '0.2em' });

export const summary = style({ marginBlock: vars.space.sm, color: vars.color.textMuted });

export const closes = style({ marginBlock: 0 });

export const empty = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const feed = style({ marginBlockStart: vars.space.lg, marginBlockEnd: 0 });

export const page = style({
  paddingBlock: vars.space.xl,
  maxInlineSize: '50rem',
  lineHeight: vars.lineHeight.relaxed,
});

export const back = style({ marginBlockStart: 0 });

export const closed = style({
  marginBlock: vars.space.lg,
  padding: vars.space.lg,
  borderInlineStart: `6px solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const facts = style({ display: 'grid', gap: vars.space.sm });

export const fact = style({
  display: 'grid',
  gridTemplateColumns: '12rem 1fr',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr', gap: 0 } },
});

globalStyle(`${fact} dt`, { fontWeight: vars.fontWeight.medium });

globalStyle(`${fact} dd`, { margin: 0 });

export const description = style({ overflowWrap: 'anywhere' });

/** The job alerts form: under the list, or in its place when nothing is open. */
export const alerts = style({
  marginBlockStart: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  maxInlineSize: '40rem',
});

globalStyle(`${alerts} h2, ${alerts} h3`, { marginBlockStart: 0 });

export const alertsForm = style({ display: 'grid', gap: vars.space.md });

export const alertsNote = style({ margin: 0, color: vars.color.textMuted });
