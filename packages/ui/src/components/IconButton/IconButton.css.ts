import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { roundButton } from '../../css/roundButton.css';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: [roundButton, { flexShrink: 0, padding: 0, lineHeight: 1 }],
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            borderColor: 'currentColor',
          },
        },
      },
      solid: {
        background: vars.color.brandAccent,
        color: vars.color.onBrandAccent,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { boxShadow: vars.shadow.md },
        },
      },
    },
    size: {
      sm: { width: 36, height: 36 },
      md: { width: 44, height: 44 },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

globalStyle(`${iconButton.classNames.variants.size.sm} svg`, {
  width: '1.125rem',
  height: '1.125rem',
});
globalStyle(`${iconButton.classNames.variants.size.md} svg`, {
  width: '1.375rem',
  height: '1.375rem',
});

export const icon = style({ display: 'inline-flex', pointerEvents: 'none' });
