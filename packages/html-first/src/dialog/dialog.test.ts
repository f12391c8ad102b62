import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTabInModalDialogs } from './dialog';

function tab({ shift = false, key = 'Tab' } = {}) {
  const event = new KeyboardEvent('keydown', {
    key,
    shiftKey: shift,
    bubbles: true,
    cancelable: true,
  });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

// jsdom has no modal dialogs (no showModal, nothing matches :modal) and no layout: here an open
// dialog stands for a modal one, and `hidden` for what is not shown. The site's keyboard suite
// (apps/web/e2e) tries the real thing in Chromium.
beforeAll(() => {
  const query = document.querySelector.bind(document);
  vi.spyOn(document, 'querySelector').mockImplementation((selector: string) =>
    query(selector.replace(':modal', '[open]')),
  );
  HTMLElement.prototype.checkVisibility = function (this: HTMLElement) {
    return !this.closest('[hidden]');
  };
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  keepTabInModalDialogs();
});

beforeEach(() => {
  document.body.innerHTML = `
    <button id="opener">Search</button>
    <dialog id="search">
      <input id="query" aria-label="Search">
      <a href="/story">Story</a>
      <button id="hidden" hidden>Hidden</button>
      <button id="off" disabled>Off</button>
      <button id="close">Close</button>
    </dialog>`;
  document.querySelector<HTMLDialogElement>('#search')?.showModal();
});

const focusOn = (id: string) => document.getElementById(id)?.focus();
const focusedId = () => document.activeElement?.id;

describe('keepTabInModalDialogs', () => {
  it('should send Tab from the dialog’s last control round to its first', () => {
    focusOn('close');
    expect(tab().defaultPrevented).toBe(true);
    expect(focusedId()).toBe('query');
  });

  it('should send Shift+Tab from the first control, or the dialog itself, round to the last', () => {
    focusOn('query');
    expect(tab({ shift: true }).defaultPrevented).toBe(true);
    expect(focusedId()).toBe('close');
    document.querySelector<HTMLDialogElement>('#search')?.setAttribute('tabindex', '-1');
    focusOn('search');
    tab({ shift: true });
    expect(focusedId()).toBe('close');
  });

  it('should leave Tab between the dialog’s controls to the browser', () => {
    focusOn('query');
    expect(tab().defaultPrevented).toBe(false);
  });

  it('should leave every other key to the browser', () => {
    focusOn('close');
    expect(tab({ key: 'Enter' }).defaultPrevented).toBe(false);
    expect(focusedId()).toBe('close');
  });

  it('should stand down once Radix holds the dialog', () => {
    document.querySelector('#search')?.setAttribute('data-state', 'open');
    focusOn('close');
    expect(tab().defaultPrevented).toBe(false);
  });

  it('should leave the page alone while no dialog is open', () => {
    document.querySelector('#search')?.removeAttribute('open');
    focusOn('opener');
    expect(tab().defaultPrevented).toBe(false);
  });
});
