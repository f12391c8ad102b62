import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { listReset } from '../../system/listReset.css';
import { sprinkles } from '../../system/sprinkles.css';

export const checklist = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  marginBottom: vars.space.xxs,
  fontWeight: vars.fontWeight.medium,
});

export const list = style([
  listReset,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' }),
]);

export const rule = style([
  sprinkles({ display: 'flex', alignItems: 'baseline', gap: 'xs' }),
  { minWidth: 0, overflowWrap: 'anywhere' },
]);

const met = `${rule}[data-state="met"]`;
const unmet = `${rule}[data-state="unmet"]`;

/** The ✓ or ✗ before each rule, drawn from its `data-state` (decorative: the words say it). */
export const icon = style({
  flex: 'none',
  width: '1.25em',
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  selectors: {
    '&::before': { content: '"✗"' },
    [`${met} &`]: { color: vars.color.positive },
    [`${met} &::before`]: { content: '"✓"' },
  },
});

/** The state's words: both are in the markup, and the rule's `data-state` shows one. */
export const metWord = style({ selectors: { [`${unmet} &`]: { display: 'none' } } });
export const unmetWord = style({ selectors: { [`${met} &`]: { display: 'none' } } });
