import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const item = style({ minWidth: 0 });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
