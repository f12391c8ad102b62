import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, type Mock } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithAppLinks } from './renderWithAppLinks';

/**
 * A button that opens an overlay of the page: a popover (a panel), or a `Dialog`, whose buttons
 * name it in `popovertarget` too, for browsers without invoker commands.
 */
export interface PopoverOpener {
  button: HTMLElement;
  /** Where the page's app links would have navigated. */
  navigate: Mock<(href: string) => void>;
}

/** The overlay that `button` opens. */
export function popoverOf(button: HTMLElement): HTMLElement {
  return document.getElementById(button.getAttribute('popovertarget')!)!;
}

/** Renders `ui` with app links, and finds in it the button named `buttonName` that opens an overlay. */
export function renderPopoverOpener(ui: ReactNode, buttonName: string): PopoverOpener {
  const { navigate } = renderWithAppLinks(ui);
  return { navigate, button: screen.getByRole('button', { name: buttonName }) };
}

/** The overlay is closed and focus is back on the button that opened it. */
export function expectClosedBackOn(button: HTMLElement): void {
  expect(popoverOf(button)).not.toBeVisible();
  expect(button).toHaveFocus();
}

/** Escape closes the open overlay and gives focus back to the button that opened it. */
export async function expectEscapeToCloseBackOn(button: HTMLElement): Promise<void> {
  await userEvent.keyboard('{Escape}');
  expectClosedBackOn(button);
}

/** Choosing `link` in the open overlay navigates through the app to `href` and closes it. */
export async function expectLinkToNavigateAndClose(
  { button, navigate }: PopoverOpener,
  link: HTMLElement,
  href: string,
): Promise<void> {
  await userEvent.click(link);
  expect(navigate).toHaveBeenCalledWith(href);
  expect(popoverOf(button)).not.toBeVisible();
}
