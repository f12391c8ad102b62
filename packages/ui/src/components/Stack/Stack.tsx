import type { ReactNode } from 'react';
import { classNames } from '../../system/classNames';
import {
  alignClasses,
  directionClasses,
  gapClasses,
  justifyClasses,
  stackBase,
  wrapClasses,
} from './Stack.css';

export const stackElements = ['div', 'ul', 'ol'] as const;
export const stackDirections = ['vertical', 'horizontal'] as const;
export const stackGaps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export const stackAligns = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export const stackJustifies = ['start', 'center', 'end', 'between'] as const;

export type StackGap = (typeof stackGaps)[number];

export interface StackProps {
  /** With `as="ul"` or `"ol"`, pass `<li>` children. */
  children: ReactNode;
  as?: (typeof stackElements)[number];
  direction?: (typeof stackDirections)[number];
  /** A step of the theme's space scale. */
  gap?: StackGap;
  /** Alignment across the direction; defaults to `stretch` vertically, `center` horizontally. */
  align?: (typeof stackAligns)[number];
  justify?: (typeof stackJustifies)[number];
  /** Let items flow onto a new line when they do not fit. */
  wrap?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Lays out its children in a row or a column with an even gap from the space scale. */
export function Stack({
  children,
  as: Tag = 'div',
  direction = 'vertical',
  gap = 'md',
  align,
  justify = 'start',
  wrap = false,
  ...rest
}: StackProps) {
  return (
    <Tag
      className={classNames(
        stackBase,
        directionClasses[direction],
        alignClasses[align ?? (direction === 'vertical' ? 'stretch' : 'center')],
        justifyClasses[justify],
        wrapClasses[wrap ? 'wrap' : 'nowrap'],
        gapClasses[gap],
      )}
      data-direction={direction}
      {...rest}
    >
      {children}
    </Tag>
  );
}
