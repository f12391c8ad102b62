import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * The look of every heading in the kit. Components compose it into their own `style([...])`
 * and add only what differs (margins, colour); `size` is optional for titles that size
 * themselves per breakpoint.
 */
export const headingText = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl },
      xxl: { fontSize: vars.fontSize.xxl },
      display: { fontSize: vars.fontSize.display },
    },
  },
});

export type HeadingTextVariants = NonNullable<RecipeVariants<typeof headingText>>;

// A bare heading element: no browser margins, long words wrap instead of overflowing.
export const heading = style({ margin: 0, overflowWrap: 'break-word' });
