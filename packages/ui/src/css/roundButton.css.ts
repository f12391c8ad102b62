import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * What Button and IconButton share: a pill with its content centred, a border kept transparent
 * until a variant colours it, the same transitions, and the same look when disabled.
 */
export const roundButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '2px solid transparent',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  transitionProperty: 'background-color, color, border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
