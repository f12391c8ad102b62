import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { cardText, cardTitle } from '../../css/card.css';
import { portrait } from '../../css/portrait.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const photo = style([portrait, { width: 96, height: 96 }]);

export const name = cardTitle;

export const preview = style([cardText, { fontSize: vars.fontSize.sm }]);

export const action = style({ marginTop: 'auto' });
