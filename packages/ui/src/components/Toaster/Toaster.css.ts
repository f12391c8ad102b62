import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { listReset } from '../../system/listReset.css';

// Motion only, no fade: the text is never caught at a low contrast on its way in.
const slideIn = keyframes({
  from: { transform: 'translateY(-0.5rem) scale(0.97)' },
  to: { transform: 'none' },
});

const fadeOut = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

const swipeOutRight = keyframes({
  from: { transform: 'translateX(var(--toast-swipe-end-x))' },
  to: { transform: 'translateX(100%)' },
});

const swipeOutLeft = keyframes({
  from: { transform: 'translateX(var(--toast-swipe-end-x))' },
  to: { transform: 'translateX(-100%)' },
});

export const viewport = recipe({
  base: [
    listReset,
    {
      position: 'fixed',
      zIndex: vars.zIndex.toast,
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.sm,
      width: `min(22.5rem, calc(100vw - 2 * ${vars.space.md}))`,
      maxHeight: '100vh',
      padding: vars.space.md,
      boxSizing: 'content-box',
      outline: 'none',
      '@media': {
        [mediaQueries.mobile]: { padding: vars.space.xs },
      },
    },
  ],
  variants: {
    position: {
      'top-right': { top: 0, right: 0 },
      'top-left': { top: 0, left: 0 },
      'top-center': { top: 0, left: '50%', transform: 'translateX(-50%)' },
      'bottom-right': { bottom: 0, right: 0, flexDirection: 'column-reverse' },
      'bottom-left': { bottom: 0, left: 0, flexDirection: 'column-reverse' },
      'bottom-center': {
        bottom: 0,
        left: '50%',
        transform: 'translateX(-50%)',
        flexDirection: 'column-reverse',
      },
    },
  },
  defaultVariants: { position: 'top-right' },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: 6,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    selectors: {
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.duration.normal} ${vars.easing.standard}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.standard}`,
      },
      '&[data-swipe="move"]': { transform: 'translateX(var(--toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
      },
      '&[data-swipe="end"][data-swipe-direction="right"]': {
        animation: `${swipeOutRight} ${vars.duration.fast} ease-out`,
      },
      '&[data-swipe="end"][data-swipe-direction="left"]': {
        animation: `${swipeOutLeft} ${vars.duration.fast} ease-out`,
      },
    },
    '@media': {
      [mediaQueries.reducedMotion]: {
        selectors: {
          '&[data-state="open"], &[data-state="closed"], &[data-swipe="end"][data-swipe-direction]':
            { animation: 'none' },
          '&[data-swipe="cancel"]': { transition: 'none' },
        },
      },
    },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.positive },
      error: { borderInlineStartColor: vars.color.critical },
      info: { borderInlineStartColor: vars.color.brandAccent },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = recipe({
  base: { width: 20, height: 20, marginTop: 2 },
  variants: {
    tone: {
      success: { color: vars.color.positive },
      error: { color: vars.color.critical },
      info: { color: vars.color.brandAccentText },
    },
  },
});

export const message = style({
  alignSelf: 'center',
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface, color: vars.color.text },
  },
});

export const closeIcon = style({ width: 16, height: 16 });
