import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { vars } from '../theme/contract.css';

/** Shows the story inside a plain box with the given style (a width to wrap at, room to open into). */
export const inBox =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <div style={style}>
      <Story />
    </div>
  );

/** Shows the story at most `width` pixels wide, the width it usually gets in a page column. */
export const withMaxWidth = (width: number): Decorator => inBox({ maxWidth: width });

/** Shows the story on the theme's inverse surface, as on a dark band of a page. */
export const onInverseSurface: Decorator = inBox({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  padding: 24,
});

/** Shows the story in a right-to-left document, as for Arabic or Hebrew. */
export const rightToLeft: Decorator = (Story) => (
  <div dir="rtl">
    <Story />
  </div>
);
