import type { ReactNode } from 'react';
import { classNames } from '../../system/classNames';
import { sprinkles, type Sprinkles } from '../../system/sprinkles.css';
import { stackBase } from './Stack.css';

export const stackElements = ['div', 'ul', 'ol'] as const;
export const stackDirections = ['vertical', 'horizontal'] as const;
export const stackGaps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export const stackAligns = ['start', 'center', 'end', 'stretch', 'baseline'] as const;
export const stackJustifies = ['start', 'center', 'end', 'between'] as const;

export type StackGap = (typeof stackGaps)[number];

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const satisfies Record<(typeof stackAligns)[number], Sprinkles['alignItems']>;

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const satisfies Record<(typeof stackJustifies)[number], Sprinkles['justifyContent']>;

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
  const atoms = sprinkles({
    display: 'flex',
    flexDirection: direction === 'vertical' ? 'column' : 'row',
    alignItems: alignItems[align ?? (direction === 'vertical' ? 'stretch' : 'center')],
    justifyContent: justifyContent[justify],
    flexWrap: wrap ? 'wrap' : 'nowrap',
    gap,
  });
  return (
    <Tag className={classNames(stackBase, atoms)} data-direction={direction} {...rest}>
      {children}
    </Tag>
  );
}
