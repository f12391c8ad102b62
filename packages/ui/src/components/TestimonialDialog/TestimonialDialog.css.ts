import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { dialogPanel, fadeIn } from '../private/popover.css';
import { entrance } from '../../css/entrance';
import { mediaQueries } from '../../theme/tokens';
import { headingText } from '../../system/Heading/Heading.css';
import { portrait } from '../../css/portrait.css';

const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(1rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const content = style([
  dialogPanel,
  {
    top: '50%',
    left: '50%',
    right: 'auto',
    bottom: 'auto',
    transform: 'translate(-50%, -50%)',
    maxHeight: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    alignItems: 'center',
    padding: `${vars.space.xxl} ${vars.space.xl} ${vars.space.xl}`,
    textAlign: 'center',
    overflowWrap: 'anywhere',
    '@media': {
      // The spec's overlay is full-screen; on phones it is.
      [mediaQueries.mobile]: {
        inset: 0,
        transform: 'none',
        width: '100%',
        height: '100%',
        maxHeight: 'none',
        borderRadius: 0,
        justifyContent: 'center',
        animationName: riseIn,
      },
    },
  },
  entrance(fadeIn),
]);

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  insetInlineEnd: vars.space.sm,
});

export const photo = style([portrait, { width: 160, height: 160 }]);

export const title = style([headingText({ size: 'xl' }), { margin: 0 }]);

export const role = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const text = style({
  margin: 0,
  maxWidth: '60ch',
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: 'pre-line',
  textAlign: 'start',
});
