import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { entrance } from '../../css/entrance';
import { listReset } from '../../system/listReset.css';

const dropIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const root = style({ position: 'relative' });

export const list = style([
  listReset,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.xxs,
  },
]);

const itemText = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
} as const;

export const topLink = style({
  ...itemText,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.3em' },
    '&[aria-current="page"]': { color: vars.color.brandAccentText },
  },
});

export const trigger = style({
  ...itemText,
  selectors: {
    '&:hover, &[data-state="open"]': { textDecoration: 'underline', textUnderlineOffset: '0.3em' },
    '&[data-active]': { color: vars.color.brandAccentText },
  },
});

export const split = style({ display: 'flex', alignItems: 'center' });

const rotateWhenOpen = {
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none' } },
} as const;

export const chevronTrigger = style({
  ...itemText,
  ...rotateWhenOpen,
  justifyContent: 'center',
  minWidth: 32,
  paddingInline: vars.space.xxs,
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  selectors: {
    '&[data-state="open"]': { transform: 'rotate(180deg)' },
    '&:hover': { color: vars.color.brandAccentText },
  },
});

export const chevron = style({
  ...rotateWhenOpen,
  display: 'inline-flex',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const icon = style({ display: 'inline-flex' });

// A list panel hangs under its own item (it may be at the far end of the bar); a grid panel
// is wide, so it starts at the start of the whole list.
export const anchoredItem = style({ position: 'relative' });

export const dropdownItem = style({});

export const panel = recipe({
  base: [
    {
      selectors: {
        // Closed, a panel is hidden; before the menu's script has mounted (no data-enhanced on the
        // root), the pointer or focus in its item shows it instead.
        '&[data-state="closed"]': { display: 'none' },
        [`${root}:not([data-enhanced]) ${dropdownItem}:is(:hover, :focus-within) > &`]: {
          display: 'block',
        },
      },
      position: 'absolute',
      top: '100%',
      zIndex: vars.zIndex.floating,
      // Transparent bridge: the pointer can travel from the trigger into the panel.
      paddingTop: vars.space.xs,
    },
    entrance(dropIn, vars.duration.fast),
  ],
  variants: {
    layout: {
      grid: { insetInlineStart: 0, width: 'min(52rem, calc(100vw - 2rem))' },
      list: { insetInlineEnd: 0, width: 'max-content', maxWidth: 'min(22rem, calc(100vw - 2rem))' },
    },
  },
});

export const panelList = recipe({
  base: [
    listReset,
    {
      padding: vars.space.sm,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.lg,
    },
  ],
  variants: {
    layout: {
      grid: {
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: vars.space.xxs,
      },
      list: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
    },
  },
});

// The whole tile is the link's target (its ::after covers the tile); the description
// stays outside the link so that it describes the link instead of lengthening its name.
export const panelItem = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: { '&:hover, &:focus-within': { background: vars.color.surface } },
});

export const panelLink = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: vars.radius.sm,
  },
  selectors: {
    [`${panelItem}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&[aria-current="page"]': { color: vars.color.brandAccentText },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
});

export const panelDescription = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const externalIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
});

globalIconSize(icon);
globalIconSize(chevron);
globalIconSize(chevronTrigger);
globalIconSize(externalIcon);

function globalIconSize(className: string) {
  globalStyle(`${className} svg`, { width: '1.125rem', height: '1.125rem' });
}
