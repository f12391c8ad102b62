import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space.xl,
    '@media': { [mediaQueries.mobile]: { paddingInline: vars.space.md } },
  },
  variants: {
    width: {
      // About 70 characters of body text: the measure for long reading.
      narrow: { maxWidth: `calc(${vars.size.containerMax} * 0.64)` },
      default: { maxWidth: vars.size.containerMax },
      wide: { maxWidth: `calc(${vars.size.containerMax} * 1.2)` },
    },
  },
  defaultVariants: { width: 'default' },
});
