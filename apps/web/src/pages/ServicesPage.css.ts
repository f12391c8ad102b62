import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';
import { panel } from '../sections/page.css';

export const oursPanel = style([
  panel,
  {
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.md,
    borderTop: `4px solid ${vars.color.brandAccent}`,
  },
]);

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [mediaQueries.mobile]: { gridTemplateColumns: '1fr' },
  },
});

export const stepText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
