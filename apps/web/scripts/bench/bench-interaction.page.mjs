// What the actions share: aiming at a control as a visitor would, raw taps and clicks, and an
// in-page check for an open modal dialog.

/**
 * Scrolls `locator`'s element into the middle of the viewport and returns the centre of its box
 * and whether it can be seen (visibility: hidden counts as not).
 */
export async function aim(locator) {
  return locator.evaluate((element) => {
    element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    return {
      point: { x: box.left + box.width / 2, y: box.top + box.height / 2 },
      visible: element.checkVisibility({ visibilityProperty: true }) && box.width > 0,
    };
  });
}

/** An action's `prepare` that aims at the control `find` locates; `arg` goes to `answered`. */
const aimingAt = (find, arg) => async (page) => {
  const { point } = await aim(find(page));
  return { arg, point };
};

/**
 * Aims at the button with this exact name.
 * @param {string} name
 * @param {string | null} [arg]  handed to the action's `answered` in the page
 */
export const aimingAtButton = (name, arg = null) =>
  aimingAt((page) => page.getByRole('button', { name, exact: true }), arg);

/**
 * Aims at the form control with this exact label.
 * @param {string} label
 * @param {string | null} [arg]  handed to the action's `answered` in the page
 */
export const aimingAtField = (label, arg = null) =>
  aimingAt((page) => page.getByLabel(label, { exact: true }), arg);

// Raw input at the control's coordinates, measured before the clock started: Playwright's
// click() would first wait for the control to hold still over two frames, time no visitor spends.
export const tap = (page, point) => page.touchscreen.tap(point.x, point.y);
export const click = (page, point) => page.mouse.click(point.x, point.y);

/** A dialog, by id, open as a modal and rendered. */
export function dialogOpen(id) {
  const element = document.getElementById(id);
  return Boolean(element?.matches(':modal') && element.checkVisibility());
}
