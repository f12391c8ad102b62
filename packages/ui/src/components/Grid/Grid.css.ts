import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../theme/tokens';
import { listReset } from '../../system/listReset.css';

export const columnCounts = [1, 2, 3, 4, 5, 6] as const;
type Count = (typeof columnCounts)[number];

const columnsOf = (count: Count) => `repeat(${count}, minmax(0, 1fr))`;

const byCount = <T>(make: (count: Count) => T): Record<Count, T> =>
  Object.fromEntries(columnCounts.map((count) => [count, make(count)])) as Record<Count, T>;

export const grid = style([listReset, { display: 'grid' }]);

// Declared wide to narrow: later media rules win, so mobile beats tablet beats desktop.
export const desktopColumns = styleVariants(
  byCount((count) => ({ gridTemplateColumns: columnsOf(count) })),
);

export const tabletColumns = styleVariants(
  byCount((count) => ({
    '@media': { [mediaQueries.tablet]: { gridTemplateColumns: columnsOf(count) } },
  })),
);

export const mobileColumns = styleVariants(
  byCount((count) => ({
    '@media': { [mediaQueries.mobile]: { gridTemplateColumns: columnsOf(count) } },
  })),
);
