/**
 * Keeps Tab inside an open modal dialog before the app has hydrated the page. The browser opens
 * the kit's Dialog as a modal from its button alone and makes the page behind it inert, but Tab
 * past the dialog's last control leaves the page for the browser's own controls; this sends it
 * round to the first control instead (Shift+Tab from the first, or from the dialog itself, to the
 * last), as the APG dialog pattern has it. It stands down on a dialog that Radix holds
 * (`data-state`, set by its Content once the app runs): Radix's focus scope loops from then on.
 *
 * One listener for the page, however many dialogs it has, on the window in the capture phase:
 * React, while it hydrates, stops a key that lands on a part not yet hydrated at the document.
 */
export function keepTabInModalDialogs(): void {
  addEventListener(
    'keydown',
    (event) => {
      const dialog = document.querySelector('dialog:modal:not([data-state])');
      if (event.key !== 'Tab' || !dialog) return;
      // What Tab reaches in it, in order: enabled, in the tab order, and shown.
      const controls = [
        ...dialog.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea'),
      ].filter(
        (control) =>
          !(control as HTMLButtonElement).disabled &&
          control.tabIndex >= 0 &&
          control.checkVisibility(),
      );
      const [first, last] = event.shiftKey
        ? [controls.at(-1), controls[0]]
        : [controls[0], controls.at(-1)];
      const focused = document.activeElement;
      if (first && (focused === last || (event.shiftKey && focused === dialog))) {
        event.preventDefault();
        first.focus();
      }
    },
    true,
  );
}
