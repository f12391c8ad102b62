import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../system/sprinkles.css';
import { listReset } from '../../system/listReset.css';

// The system's sprinkles, resolved here at build time: the page gets class names, not the
// sprinkles' lookup tables, which would cost every page that shows a Stack or a Grid about 3 KB.

export const stackBase = style([listReset, sprinkles({ display: 'flex' }), { minWidth: 0 }]);

export const directionClasses = {
  vertical: sprinkles({ flexDirection: 'column' }),
  horizontal: sprinkles({ flexDirection: 'row' }),
};

export const alignClasses = {
  start: sprinkles({ alignItems: 'flex-start' }),
  center: sprinkles({ alignItems: 'center' }),
  end: sprinkles({ alignItems: 'flex-end' }),
  stretch: sprinkles({ alignItems: 'stretch' }),
  baseline: sprinkles({ alignItems: 'baseline' }),
};

export const justifyClasses = {
  start: sprinkles({ justifyContent: 'flex-start' }),
  center: sprinkles({ justifyContent: 'center' }),
  end: sprinkles({ justifyContent: 'flex-end' }),
  between: sprinkles({ justifyContent: 'space-between' }),
};

export const wrapClasses = {
  wrap: sprinkles({ flexWrap: 'wrap' }),
  nowrap: sprinkles({ flexWrap: 'nowrap' }),
};

/** One gap scale for every layout primitive (Stack and Grid). */
export const gapClasses = {
  none: sprinkles({ gap: 'none' }),
  xxs: sprinkles({ gap: 'xxs' }),
  xs: sprinkles({ gap: 'xs' }),
  sm: sprinkles({ gap: 'sm' }),
  md: sprinkles({ gap: 'md' }),
  lg: sprinkles({ gap: 'lg' }),
  xl: sprinkles({ gap: 'xl' }),
  xxl: sprinkles({ gap: 'xxl' }),
  xxxl: sprinkles({ gap: 'xxxl' }),
};
