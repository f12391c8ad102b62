/** Open as a modal, or as a popover where the browser has no invoker commands and opened it so. */
export function dialogIsOpen(dialog: HTMLDialogElement): boolean {
  // jsdom knows no popovers.
  return dialog.open || ('showPopover' in dialog && dialog.matches(':popover-open'));
}

/** How to let go of each open dialog Radix holds; null while Radix is on its way. */
const held = new Map<HTMLDialogElement, (() => void) | null>();

/**
 * Hands an open dialog to Radix's Dialog. Radix's part is fetched the first time a dialog opens,
 * so that no page pays for it before; the browser has opened the dialog already, as a modal.
 */
export function holdDialog(dialog: HTMLDialogElement): void {
  if (held.has(dialog)) return;
  held.set(dialog, null);
  void import('./holdWithRadix').then(({ holdWithRadix }) => {
    // Closed, or gone from the page, while Radix was on its way.
    if (!held.has(dialog) || !dialogIsOpen(dialog)) {
      held.delete(dialog);
      return;
    }
    held.set(dialog, holdWithRadix(dialog, closeDialog));
  });
}

/** Radix lets go of the dialog: it is closing, or leaving the page. */
export function letDialogGo(dialog: HTMLDialogElement): void {
  const letGo = held.get(dialog);
  held.delete(dialog);
  letGo?.();
}

/**
 * Closes the dialog, however it was opened. Radix lets go first, so that the page is no longer
 * hidden from assistive technology when the browser gives focus back to what opened it.
 */
export function closeDialog(dialog: HTMLDialogElement): void {
  letDialogGo(dialog);
  if (dialog.open) dialog.close();
  else if (dialogIsOpen(dialog)) dialog.hidePopover();
}

/**
 * Closes the dialog `element` sits in, e.g. when one of its links is followed inside the app:
 * the page under it changes without a reload, so the browser would leave it open.
 */
export function closeEnclosingDialog(element: Element): void {
  const dialog = element.closest('dialog');
  if (dialog) closeDialog(dialog);
}
