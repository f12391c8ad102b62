// What the tests of both forms share: a fake server behind `fetch`, no toast carried from one
// test to the next, the toast a form shows, and the error text the form ties to a control.
import { dismissToast, toast } from '@ngs/ui';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

export const fetchMock = vi.fn<typeof fetch>();

/**
 * Each test gets a fresh fake `fetch` (the server is outside these tests) and no toast left over.
 * The test file mocks `@ngs/ui` with a spied `toast`.
 */
export function stubFetchAndToasts() {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(toast).mockClear();
  });
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });
}

/** A JSON answer from the fake server. */
export const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The form's toast is on screen, asked of the kit with this duration and tone. */
export async function expectToast(text: string, options: Parameters<typeof toast>[1]) {
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(toast).toHaveBeenCalledWith(text, options);
}

/** The error text tied to a control (or a radio group), without its screen-reader prefix. */
export function errorOf(control: HTMLElement): string | null {
  const error = document.getElementById(`${control.id}-error`);
  if (!error) return null;
  expect(control.getAttribute('aria-describedby')).toContain(error.id);
  expect(control).toHaveAttribute('aria-invalid', 'true');
  return error.textContent?.replace(/^Error:\s*/, '') ?? null;
}
