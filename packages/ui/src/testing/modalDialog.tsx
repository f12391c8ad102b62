import { screen } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { expect, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from './axe';
import { serverPage } from './serverPage';

/** The dialog a button opens through `opensDialog`. */
export function dialogOf(button: HTMLElement): HTMLDialogElement {
  return document.getElementById(button.getAttribute('commandfor')!) as HTMLDialogElement;
}

const focusInside = (dialog: HTMLDialogElement) => dialog.contains(document.activeElement);

/** Open, as a modal; once the app runs, held by Radix (its Content lends `data-state`). */
export async function expectOpenModal(dialog: HTMLDialogElement, { app }: { app: boolean }) {
  await vi.waitFor(() => expect(dialog.matches(':modal')).toBe(true));
  if (app) await vi.waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
  else expect(dialog).not.toHaveAttribute('data-state');
  expect(focusInside(dialog)).toBe(true);
}

/** 16 presses of Tab, then of Shift+Tab: focus never leaves the dialog, and it goes round. */
export async function expectTabToStayInside(dialog: HTMLDialogElement): Promise<void> {
  const visited = new Set<Element | null>();
  for (const shift of [false, true]) {
    for (let press = 0; press < 16; press += 1) {
      await userEvent.tab({ shift });
      expect(focusInside(dialog), `${shift ? 'Shift+Tab' : 'Tab'} ${press + 1}`).toBe(true);
      visited.add(document.activeElement);
    }
  }
  const tabbable = [
    ...dialog.querySelectorAll<HTMLInputElement>('a[href], button, input, select, textarea'),
  ].filter((control) => control.tabIndex >= 0 && !control.disabled && control.checkVisibility());
  expect(visited.size).toBe(tabbable.length);
}

/**
 * The dialog pattern, start to end, as a keyboard and screen-reader user meets it: the button
 * opens it as a modal with focus inside; Tab stays inside; the page behind is hidden from
 * assistive technology (inert, and `aria-hidden` too once Radix holds it); axe finds nothing;
 * Escape closes it and focus is back on the button.
 */
export async function expectModalDialogPattern(
  button: HTMLElement,
  { app, behind }: { app: boolean; behind: HTMLElement },
): Promise<HTMLDialogElement> {
  const dialog = dialogOf(button);
  expect(dialog.open).toBe(false);
  await userEvent.click(button);
  await expectOpenModal(dialog, { app });
  await expectTabToStayInside(dialog);
  expect(isInert(behind)).toBe(true);
  if (app) expect(behind.closest('[aria-hidden="true"]')).not.toBeNull();
  await expectNoAxeViolations(dialog);
  await userEvent.keyboard('{Escape}');
  await vi.waitFor(() => expect(dialog.open).toBe(false));
  expect(button).toHaveFocus();
  if (app) await vi.waitFor(() => expect(dialog).not.toHaveAttribute('data-state'));
  return dialog;
}

/** Whether the browser keeps `element` out of reach: behind an open modal dialog it is inert. */
function isInert(element: HTMLElement): boolean {
  // An inert element cannot take focus, even when it would otherwise.
  const probe = document.createElement('button');
  element.append(probe);
  probe.focus();
  const inert = document.activeElement !== probe;
  probe.remove();
  return inert;
}

/**
 * `expectModalDialogPattern` on `ui` with a page behind it, twice: as the server sends it, before
 * any script of the app (the page's own few lines only), then hydrated, once Radix holds it.
 */
export async function expectModalBeforeAndAfterTheApp(
  ui: ReactNode,
  openerName: string,
): Promise<void> {
  const page = (
    <>
      {ui}
      <p id="page-behind">The page behind</p>
    </>
  );
  for (const app of [false, true]) {
    const container = serverPage(page);
    try {
      if (app) {
        await act(async () => {
          hydrateRoot(container, page);
        });
      }
      await expectModalDialogPattern(screen.getByRole('button', { name: openerName }), {
        app,
        behind: document.getElementById('page-behind')!,
      });
    } finally {
      container.remove();
    }
  }
}
