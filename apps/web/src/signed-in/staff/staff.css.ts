import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';

export const page = style({ display: 'grid', gap: vars.space.lg });

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  borderBottom: '4px solid transparent',
  selectors: {
    '&[aria-current="page"], &[aria-current="true"]': { borderBottomColor: vars.color.brandAccent },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
});

export const filterField = style({ flex: '1 1 14rem' });

export const filterActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 44,
});

export const detail = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' },
  },
});

export const facts = style({
  display: 'grid',
  // The labels are whole questions: they take the wider share and wrap.
  gridTemplateColumns: 'minmax(0, 3fr) minmax(6rem, 2fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factName = style({ fontWeight: vars.fontWeight.bold });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export { panel } from '../AreaFrame.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const note = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const noteMeta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const noteText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

// Each name/value pair is wrapped for the markup's sake; the grid lays out its two cells.
export const factRow = style({ display: 'contents' });

// Short labels (Email, Phone, Message): the values take the room.
export const shortFacts = style([facts, { gridTemplateColumns: 'max-content minmax(0, 1fr)' }]);

// A QR code needs its light border to be read: it stays on white whatever the theme.
export const qrCode = style({
  display: 'block',
  background: '#ffffff',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
});

export const secret = style({
  fontSize: vars.fontSize.md,
  letterSpacing: '0.08em',
  overflowWrap: 'anywhere',
});

export const recoveryCodes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.md,
});

export const areaNav = style({ marginBlockEnd: vars.space.lg });

/** The description as the careers page shows it, in a frame of its own. */
export const preview = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      alignItems: 'start',
    },
  },
});

export const choices = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** A group's hint, as the kit's fields show theirs. */
export const hint = style({ margin: 0, color: vars.color.textMuted });
