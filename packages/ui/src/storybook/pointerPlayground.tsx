import type { Decorator } from '@storybook/react-vite';
import { vars } from '../theme/contract.css';
import { mediaQueries } from '../theme/tokens';

/** True where the pointer effects are meant to run: a mouse, and motion allowed. */
export const pointerEffectsRunHere = () =>
  window.matchMedia(mediaQueries.finePointer).matches &&
  !window.matchMedia(mediaQueries.reducedMotion).matches;

type Playground = {
  /** Tells the reader how to try the effect. */
  hint: string;
  minHeight?: number;
  /** Adds a control without `data-cursor`, to compare against the marked one. */
  withUnmarkedControl?: boolean;
};

/** The page a pointer effect is tried on: a hint, and a control marked to make the effect grow. */
export const pointerPlayground =
  ({ hint, minHeight, withUnmarkedControl = false }: Playground): Decorator =>
  (Story) => (
    <div style={{ display: 'grid', gap: vars.space.md, justifyItems: 'start', minHeight }}>
      <p style={{ margin: 0 }}>{hint}</p>
      <button type="button" data-cursor="hover" style={{ padding: vars.space.md }}>
        <span>Marked with data-cursor=&quot;hover&quot;</span>
      </button>
      {withUnmarkedControl && (
        <button type="button" style={{ padding: vars.space.md }}>
          Not marked
        </button>
      )}
      <Story />
    </div>
  );
