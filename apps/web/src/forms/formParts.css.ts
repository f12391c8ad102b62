import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@ngs/ui/theme';

/**
 * Fields side by side where each gets its minimum width, one under the other where not:
 * `wide` for fields that need room (an email address, a country's name), `narrow` for names.
 */
export const fieldRow = styleVariants({ wide: '16rem', narrow: '14rem' }, (minWidth) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(${minWidth}, 100%), 1fr))`,
  gap: vars.space.lg,
  alignItems: 'start',
}));

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });
