import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { entrance } from '../../css/entrance';
import { linkGroupList, linkGroupTitle } from '../../css/linkGroup.css';

// Motion only, no fade: text is never caught at a low contrast on its way in.
const open = keyframes({
  from: { transform: 'translateY(0.75rem) scale(0.97)' },
  to: { transform: 'none' },
});

export const root = style({ display: 'flex' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.onBrandAccent,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.lg },
  },
});

const toggleIcon = style({ width: 24, height: 24 });

// The button shows a speech bubble, or a cross while its panel is open.
export const openIcon = style([
  toggleIcon,
  { selectors: { [`${root}:has(:popover-open) &`]: { display: 'none' } } },
]);
export const closeIcon = style([
  toggleIcon,
  { display: 'none', selectors: { [`${root}:has(:popover-open) &`]: { display: 'block' } } },
]);

// Above the floating buttons' corner (see FloatingActions), in the top layer.
const corner = (edge: string) => `max(${edge}, env(safe-area-inset-bottom))`;
export const panel = style([
  {
    inset: 'auto',
    insetInlineEnd: `max(${vars.space.lg}, env(safe-area-inset-right))`,
    insetBlockEnd: `calc(${corner(vars.space.lg)} + 56px + ${vars.space.sm})`,
    width: `min(20rem, calc(100vw - 2 * ${vars.space.md}))`,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    selectors: { '&::backdrop': { background: 'transparent' } },
    '@media': {
      [mediaQueries.mobile]: {
        insetInlineEnd: `max(${vars.space.md}, env(safe-area-inset-right))`,
        insetBlockEnd: `calc(${corner(vars.space.md)} + 56px + ${vars.space.sm})`,
      },
    },
  },
  entrance(open),
]);

export const title = linkGroupTitle.lg;

export const list = linkGroupList;

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.brandAccentText, textDecoration: 'underline' },
  },
});

export const contactLink = style([
  link,
  {
    marginTop: vars.space.xs,
    color: vars.color.brandAccentText,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
  },
]);

export const linkIcon = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  color: vars.color.brandAccentText,
});
