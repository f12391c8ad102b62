import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Running text: the body font at a step of the scale, in one of the theme's text colours. */
export const bodyText = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.relaxed },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed },
    },
    tone: {
      inherit: {},
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      accent: { color: vars.color.brandAccentText },
      critical: { color: vars.color.critical },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { size: 'md', tone: 'inherit', weight: 'regular' },
});

export type BodyTextVariants = NonNullable<RecipeVariants<typeof bodyText>>;
