'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { CloseIcon } from '../../system/Icon/icons';
import { IconButton } from '../IconButton/IconButton';
import { keepAutofocus } from '../private/keepAutofocus';
import { ServerScript } from '../private/ServerScript';
import { dialogIsOpen, holdDialog, letDialogGo } from './dialogState';
import { closesDialog } from './invokerCommands';
import * as styles from './Dialog.css';

export const dialogLayouts = ['centred', 'top', 'spotlight', 'sheetLeft', 'sheetRight'] as const;

export interface DialogProps {
  /** Its id: a button with `opensDialog(id)` opens it, wherever it is in the page. */
  id: string;
  /** Its name, shown as a heading at its top. */
  title: string;
  /** Keep the title for screen readers only (a search box that says what it is, say). */
  hideTitle?: boolean;
  /** Read with the title as it opens: what a confirmation asks, for one. */
  description?: ReactNode;
  /** Names the × in its top corner. */
  closeLabel?: string;
  /**
   * The × takes focus as it opens. Otherwise focus goes to the first control marked `autoFocus`
   * (with `ref={keepAutofocus}` if the app renders it), else to the first control.
   */
  focusClose?: boolean;
  /**
   * `centred` for a short message; `top` for a search; `spotlight` for one item read at length,
   * full-screen on phones; `sheetLeft` and `sheetRight` for a menu along the screen's edge.
   */
  layout?: (typeof dialogLayouts)[number];
  /** Told when it opens or closes, whichever button, key or script did it. */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A modal dialog (the APG pattern) that works from the server's HTML: a native `<dialog>` that
 * buttons with `opensDialog(id)` open as a modal without any script, with a few lines of the
 * page keeping Tab inside it until the app runs. Once it does, Radix's Dialog holds the same
 * element whenever it is open, opened before the app included: focus trap, the page behind
 * hidden from assistive technology, Escape, the close buttons, scroll lock. Nothing is rendered
 * twice and no event is replayed.
 */
export function Dialog({
  id,
  title,
  hideTitle = false,
  description,
  closeLabel = 'Close',
  focusClose = false,
  layout = 'centred',
  onOpenChange,
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  // The document says whether it is open: a visitor may have opened it before the app. Radix
  // lets go of one that leaves the page open, once React has finished with the page.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialogIsOpen(dialog)) holdDialog(dialog);
    return () =>
      queueMicrotask(() => {
        if (!dialog.isConnected) letDialogGo(dialog);
      });
  }, []);

  return (
    <>
      <dialog
        ref={ref}
        id={id}
        // Without invoker commands the browser still opens it from its button, as a popover.
        popover="auto"
        closedby="any"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={styles.layouts[layout]}
        // Opened before the app, it carries `open`, which the server's HTML had not.
        suppressHydrationWarning
        onToggle={(event) => {
          const open = event.newState === 'open';
          if (open) holdDialog(event.currentTarget);
          else letDialogGo(event.currentTarget);
          onOpenChange?.(open);
        }}
        // A click on the backdrop asks it to close: Radix lets go before focus goes back.
        onCancel={(event) => letDialogGo(event.currentTarget)}
      >
        <h2
          id={titleId}
          className={
            hideTitle ? visuallyHidden : styles.titles[layout === 'spotlight' ? 'xl' : 'lg']
          }
        >
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children}
        <span className={styles.close}>
          <IconButton
            ref={focusClose ? keepAutofocus : undefined}
            label={closeLabel}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- applied only as the dialog opens
            autoFocus={focusClose}
            {...closesDialog(id)}
          >
            <CloseIcon />
          </IconButton>
        </span>
      </dialog>
      <ServerScript name="dialog" once />
    </>
  );
}
