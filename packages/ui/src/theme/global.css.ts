import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// A small, opinionated base: the kit's components assume border-box and a themed body.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle(':where(html)', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: vars.size.headerHeight,
});

globalStyle(':where(body)', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});

globalStyle(':where(img, video, svg)', { maxWidth: '100%', display: 'block' });

globalStyle(':where(:focus-visible)', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('html', {
  '@media': {
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
  },
});
