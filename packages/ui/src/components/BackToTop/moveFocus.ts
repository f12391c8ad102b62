/**
 * Focuses `element` without scrolling to it. Elements that cannot take focus (e.g. `<main>`)
 * get `tabindex="-1"` for as long as they hold it, so they never join the tab order.
 */
export function moveFocus(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}
