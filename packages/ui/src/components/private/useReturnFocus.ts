import { useRef } from 'react';

/**
 * Focus handlers for a controlled Radix dialog that has no `Dialog.Trigger`: Radix would return
 * focus to its own trigger only, so we remember what had focus when the dialog opened and
 * give focus back to it when the dialog closes.
 */
export function useReturnFocus(focusOnOpen?: () => HTMLElement | null) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      const target = focusOnOpen?.();
      if (target) {
        event.preventDefault();
        target.focus();
      }
    },
    onCloseAutoFocus(event: Event) {
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
