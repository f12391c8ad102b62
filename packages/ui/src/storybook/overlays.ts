import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

type Shows = { role: 'dialog' | 'combobox'; name?: string };

/**
 * Opens an overlay as a visitor does: clicks the story's button, then waits for what it opens.
 * That is looked up on the whole screen, since overlays are portalled out of the story's canvas.
 */
export async function openOverlay(
  canvasElement: HTMLElement,
  buttonName: string | RegExp,
  shows: Shows = { role: 'dialog' },
) {
  const opener = within(canvasElement).getByRole('button', { name: buttonName });
  await userEvent.click(opener);
  const overlay = await screen.findByRole(shows.role, shows.name ? { name: shows.name } : {});
  // A dialog is modal from the click, and Radix holds it a moment later; until then its parts
  // may have `pointer-events: none` and the story's events reach nobody (the browser's own keys
  // work from the start: the browser tests). Stories act once Radix holds it.
  const dialog = overlay.closest('dialog, [role="dialog"]');
  if (dialog) {
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
    // The entrance starts at opacity 0 and may not have run a frame yet on a loaded machine:
    // what is in the overlay counts as hidden until it has come in.
    const entrances = dialog
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(entrances.map((entrance) => entrance.finished));
  }
  return { opener, overlay };
}

/** A play function that only opens the overlay, for the stories that show it open. */
export const opensOverlay =
  (buttonName: string | RegExp, shows?: Shows) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await openOverlay(canvasElement, buttonName, shows);
  };
