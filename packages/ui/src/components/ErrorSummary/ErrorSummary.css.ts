import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';
import { headingText } from '../../system/Heading/Heading.css';
import { listReset } from '../../system/listReset.css';
import { sprinkles } from '../../system/sprinkles.css';

export const summary = style({
  padding: vars.space.lg,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `4px solid ${vars.color.critical}`,
  borderRadius: vars.radius.sm,
  '@media': { [mediaQueries.mobile]: { padding: vars.space.md } },
  selectors: {
    '&:focus-visible, &:focus': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const title = style([
  headingText({ size: 'lg' }),
  { margin: 0, marginBottom: vars.space.sm, overflowWrap: 'anywhere' },
]);

export const description = style({ margin: 0, marginBottom: vars.space.sm });

export const list = style([
  listReset,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
]);

export const link = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecorationThickness: '3px' } },
});

export const problem = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
