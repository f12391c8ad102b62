import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@ngs/ui/theme';
import { panel } from '../sections/page.css';

// The card's icon box sizes the pictogram; its own picture is the service page's (D46).
export const pictogram = style({ display: 'block', width: '100%', height: '100%' });

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
