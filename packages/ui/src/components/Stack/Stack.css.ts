import { style } from '@vanilla-extract/css';
import { sprinkles, type Sprinkles } from '../../system/sprinkles.css';
import { listReset } from '../../system/listReset.css';

// The system's sprinkles, resolved here at build time: the page gets class names, not the
// sprinkles' lookup tables, which would cost every page that shows a Stack or a Grid about 3 KB.

/** One class per prop value: `{ start: 'flex-start' }` → `{ start: <class of that value> }`. */
function classesFor<P extends keyof Sprinkles, K extends string>(
  property: P,
  values: Record<K, Sprinkles[P]>,
): Record<K, string> {
  const entries = Object.entries(values) as [K, Sprinkles[P]][];
  return Object.fromEntries(
    entries.map(([name, value]) => [name, sprinkles({ [property]: value } as Sprinkles)]),
  ) as Record<K, string>;
}

export const stackBase = style([listReset, sprinkles({ display: 'flex' }), { minWidth: 0 }]);

export const directionClasses = classesFor('flexDirection', {
  vertical: 'column',
  horizontal: 'row',
});

export const alignClasses = classesFor('alignItems', {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
});

export const justifyClasses = classesFor('justifyContent', {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
});

export const wrapClasses = classesFor('flexWrap', { wrap: 'wrap', nowrap: 'nowrap' });

/** One gap scale for every layout primitive (Stack and Grid). */
export const gapClasses = classesFor('gap', {
  none: 'none',
  xxs: 'xxs',
  xs: 'xs',
  sm: 'sm',
  md: 'md',
  lg: 'lg',
  xl: 'xl',
  xxl: 'xxl',
  xxxl: 'xxxl',
});
