import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../system/sprinkles.css';

export const pagination = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'md', fontSize: 'md' }),
  { fontFamily: vars.font.body },
]);

export const position = style({ margin: 0, color: vars.color.textMuted });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.brandAccentText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: 2 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
