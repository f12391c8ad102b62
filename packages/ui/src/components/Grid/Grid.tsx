import type { ReactNode } from 'react';
import { gapClasses } from '../Stack/Stack.css';
import { stackGaps, type StackGap } from '../Stack/Stack';
import { columnCounts, desktopColumns, grid, mobileColumns, tabletColumns } from './Grid.css';

export const gridElements = ['div', 'ul', 'ol'] as const;
export const gridColumnCounts = columnCounts;
export const gridGaps = stackGaps;

export type GridColumnCount = (typeof gridColumnCounts)[number];

export interface GridColumns {
  /** Wider than the tablet breakpoint. */
  desktop: GridColumnCount;
  /** At the tablet breakpoint (1024 px) or narrower. */
  tablet: GridColumnCount;
  /** At the mobile breakpoint (768 px) or narrower. */
  mobile: GridColumnCount;
}

export interface GridProps {
  /** With `as="ul"` or `"ol"`, pass `<li>` children. */
  children: ReactNode;
  as?: (typeof gridElements)[number];
  columns?: GridColumns;
  gap?: StackGap;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export const defaultGridColumns: GridColumns = { desktop: 3, tablet: 2, mobile: 1 };

/** A grid of equal columns whose count steps down at the tablet and mobile breakpoints. */
export function Grid({
  children,
  as: Tag = 'div',
  columns = defaultGridColumns,
  gap = 'lg',
  ...rest
}: GridProps) {
  const className = [
    grid,
    gapClasses[gap],
    desktopColumns[columns.desktop],
    tabletColumns[columns.tablet],
    mobileColumns[columns.mobile],
  ].join(' ');
  return (
    <Tag
      className={className}
      data-columns={`${columns.desktop}/${columns.tablet}/${columns.mobile}`}
      {...rest}
    >
      {children}
    </Tag>
  );
}
