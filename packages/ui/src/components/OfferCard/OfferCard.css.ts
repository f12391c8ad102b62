import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { cardBox, cardLink } from '../../css/card.css';
import { headingText } from '../../system/Heading/Heading.css';

export const card = style([
  cardBox,
  {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
    },
    '@media': {
      [mediaQueries.reducedMotion]: {
        transitionProperty: 'box-shadow',
        selectors: { '&:hover': { transform: 'none' } },
      },
    },
  },
]);

export const media = style({ order: -1, marginBottom: vars.space.xs });

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brandAccentText,
  fontSize: vars.fontSize.xl,
});

export const title = style([headingText({ size: 'lg' }), { margin: 0 }]);

export const text = style({
  margin: 0,
  flexGrow: 1,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const link = style([
  cardLink,
  {
    alignSelf: 'flex-start',
    fontWeight: vars.fontWeight.medium,
    color: vars.color.brandAccentText,
  },
]);

// Inline, so the arrow follows the last word when the label wraps.
export const arrow = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  marginInlineStart: vars.space.xxs,
  verticalAlign: '-0.15em',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
