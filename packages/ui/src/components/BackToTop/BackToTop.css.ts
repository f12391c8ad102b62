import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { entrance } from '../../css/entrance';

const appear = keyframes({
  from: { transform: 'translateY(0.75rem) scale(0.9)' },
  to: { transform: 'none' },
});

export const button = style([
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 48,
    height: 48,
    padding: 0,
    border: `2px solid ${vars.color.textInverse}`,
    borderRadius: vars.radius.full,
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    boxShadow: vars.shadow.md,
    cursor: 'pointer',
    selectors: {
      // The display above would otherwise beat the user-agent rule for [hidden].
      '&[hidden]': { display: 'none' },
      '&:hover': { boxShadow: vars.shadow.lg },
    },
  },
  entrance(appear),
]);

export const icon = style({ width: 22, height: 22 });
