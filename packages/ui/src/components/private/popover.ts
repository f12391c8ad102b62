/**
 * Closes the popover `element` sits in, e.g. when one of its links is followed inside the app:
 * the page under it changes without a reload, so the browser would leave it open.
 */
export function hideEnclosingPopover(element: Element): void {
  const popover = element.closest<HTMLElement>('[popover]');
  // jsdom knows no popovers.
  if (popover && 'hidePopover' in popover && popover.matches(':popover-open')) {
    popover.hidePopover();
  }
}

/**
 * A ref for an overlay: it closes once keyboard focus has moved on to the page behind it, so
 * it never hides where focus is (a click outside closes it natively already).
 */
export function hidesWhenFocusLeaves(overlay: HTMLElement | null) {
  if (!overlay) return;
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !overlay.contains(next)) hideEnclosingPopover(overlay);
  };
  overlay.addEventListener('focusout', onFocusOut);
  return () => overlay.removeEventListener('focusout', onFocusOut);
}
