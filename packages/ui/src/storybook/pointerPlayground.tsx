import type { Decorator } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
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

/**
 * What every pointer effect does on the playground: where effects are off (touch, reduced motion)
 * it is not there at all; otherwise it waits hidden, shows once the mouse moves, and takes its
 * hover state over the marked control. Returns its element for further checks, or null when off.
 */
export async function expectPointerEffect(
  canvasElement: HTMLElement,
  selector: string,
  mouseAt = { clientX: 40, clientY: 40 },
): Promise<Element | null> {
  const effect = () => canvasElement.querySelector(selector);
  if (!pointerEffectsRunHere()) {
    await expect(effect()).toBeNull();
    return null;
  }
  await waitFor(() => expect(effect()).toHaveAttribute('data-state', 'hidden'));
  fireEvent.mouseMove(canvasElement, mouseAt);
  await expect(effect()).toHaveAttribute('data-state', 'visible');
  fireEvent.mouseOver(within(canvasElement).getByText('Marked with data-cursor="hover"'));
  await expect(effect()).toHaveAttribute('data-state', 'hover');
  return effect();
}
