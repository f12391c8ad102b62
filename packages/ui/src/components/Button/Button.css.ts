import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { roundButton } from '../../css/roundButton.css';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: [
    roundButton,
    {
      gap: vars.space.xs,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.medium,
      lineHeight: vars.lineHeight.tight,
      textDecoration: 'none',
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.brandAccent,
        color: vars.color.onBrandAccent,
        selectors: { '&:hover:not(:disabled)': { boxShadow: vars.shadow.md } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.text, color: vars.color.background },
        },
      },
      inverse: {
        background: 'transparent',
        color: vars.color.textInverse,
        borderColor: vars.color.textInverse,
        selectors: {
          '&:hover:not(:disabled)': {
            background: vars.color.textInverse,
            color: vars.color.surfaceInverse,
          },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.brandAccentText,
        borderRadius: vars.radius.sm,
        padding: 0,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
      },
    },
    size: {
      sm: {
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.fontSize.sm,
        minHeight: 36,
      },
      md: {
        padding: `${vars.space.xs} ${vars.space.lg}`,
        fontSize: vars.fontSize.md,
        minHeight: 44,
      },
      lg: {
        padding: `${vars.space.sm} ${vars.space.xl}`,
        fontSize: vars.fontSize.lg,
        minHeight: 52,
      },
    },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'md' }, style: { padding: 0, minHeight: 0 } },
  ],
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
