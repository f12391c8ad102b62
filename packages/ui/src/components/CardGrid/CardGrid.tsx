import { Children, isValidElement, type ReactNode } from 'react';
import { Grid, type GridColumns } from '../Grid/Grid';
import type { StackGap } from '../Stack/Stack';
import * as styles from './CardGrid.css';

export interface CardGridProps {
  /** The cards; each becomes one item of the list. */
  children: ReactNode;
  /** Defaults to the spec's 3 columns, 2 at 1024 px or less, 1 at 768 px or less. */
  columns?: GridColumns;
  gap?: StackGap;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** A list of cards laid out as a responsive grid. */
export function CardGrid({ children, columns, gap = 'lg', ...rest }: CardGridProps) {
  return (
    <Grid as="ul" columns={columns} gap={gap} {...rest}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) ? child.key : index} className={styles.item}>
          {child}
        </li>
      ))}
    </Grid>
  );
}
