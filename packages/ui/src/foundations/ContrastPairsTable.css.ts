import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const sampleBox = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
});

export const textSample = style([sampleBox, { fontSize: vars.fontSize.md }]);

// 24 px bold is past WCAG's large-text line, so axe judges this sample at 3:1 as the test does.
export const largeSample = style([
  sampleBox,
  { fontSize: '1.5rem', fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight },
]);

export const nonTextSample = style([sampleBox, { padding: vars.space.xs }]);

globalStyle(`${nonTextSample} > span`, {
  display: 'block',
  inlineSize: '3rem',
  blockSize: '1.25rem',
  borderRadius: vars.radius.sm,
  border: '3px solid',
});

export const result = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
