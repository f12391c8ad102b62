import { style } from '@vanilla-extract/css';

// Browsers draw their own clear and reveal buttons inside some types; the kit keeps one look.
export const input = style({
  selectors: {
    '&::-webkit-search-cancel-button': { WebkitAppearance: 'none' },
    '&::-ms-reveal': { display: 'none' },
  },
});
