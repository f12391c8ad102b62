import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
  '@media': { [mediaQueries.mobile]: { paddingBlock: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '48rem',
});

export const title = style({ color: vars.color.text });

export const lead = style({ color: vars.color.textMuted });
