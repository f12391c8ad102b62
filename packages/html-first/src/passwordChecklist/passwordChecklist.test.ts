import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followPasswordChecklist } from './passwordChecklist';
import { recordWindowListeners } from '../testing/windowListeners';

/**
 * The kit's PasswordChecklist as the server writes it (its five example rules, its script inside
 * the live region), described by a password field with a hint, as the kit's TextField renders it
 * with `describedBy`; and a field the list does not describe. `state` is the region's
 * `data-state`: `visible` after a refused submit.
 */
function page({ state = 'hidden', id = 'pw-rules' } = {}) {
  const rule = (pattern: string, label: string) =>
    `<li data-state="unmet" data-pattern="${pattern}"><span aria-hidden="true"></span><span>${label}<span>, <span>met</span><span>not met</span></span></span></li>`;
  document.body.innerHTML = `
    <label for="name">Name</label>
    <input id="name" type="text" />
    <label for="password">Password</label>
    <div id="password-hint">Choose a password</div>
    <input id="password" type="password" aria-describedby="password-hint ${id}" />
    <div ${id ? `id="${id}" ` : ''}aria-live="polite" data-state="${state}"><div${state === 'visible' ? '' : ' hidden'}><ul>${[
      rule('^[\\s\\S]{8,}$', 'At least 8 characters'),
      rule('^[\\s\\S]{0,18}$', 'At most 18 characters'),
      rule('^(?=[\\s\\S]*[a-z])(?=[\\s\\S]*[A-Z])', 'A lowercase and an uppercase letter'),
      rule(
        '[0-9!@#$%^&amp;*(),.?&quot;:{}|&lt;&gt;]',
        'A digit or one of !@#$%^&amp;*(),.?&quot;:{}|&lt;&gt;',
      ),
      rule('^\\S*$', 'No spaces'),
    ].join('')}</ul></div><script></script></div>
  `;
  return document.querySelector<HTMLElement>('[aria-live]')!;
}

const field = (id = 'password') => document.getElementById(id) as HTMLInputElement;
/** What a reader gets of the list: whether it is shown, by its attribute and its hidden part. */
const shown = (list: HTMLElement) => [
  list.dataset.state,
  (list.firstElementChild as HTMLElement).hidden ? 'part hidden' : 'part shown',
];
const states = (list: HTMLElement) =>
  [...list.querySelectorAll('li')].map((rule) => rule.dataset.state);

/** Types a value into a field, as a visitor does: it has focus, then each input is heard. */
function type(input: HTMLInputElement, text: string) {
  input.focus();
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true }));
}

let windowListeners: ReturnType<typeof recordWindowListeners>;
beforeEach(() => {
  windowListeners = recordWindowListeners();
});
afterEach(() => {
  vi.restoreAllMocks();
  windowListeners.removeAll();
  (document.activeElement as HTMLElement | null)?.blur();
});

describe('followPasswordChecklist', () => {
  it('should stay hidden until its field has focus, and hide again when it leaves empty', () => {
    const list = page();
    followPasswordChecklist(list);
    expect(shown(list)).toEqual(['hidden', 'part hidden']);

    field().focus();
    expect(shown(list)).toEqual(['visible', 'part shown']);

    field().blur();
    expect(shown(list)).toEqual(['hidden', 'part hidden']);
  });

  it('should stay shown while its field has text, with focus or without', () => {
    const list = page();
    followPasswordChecklist(list);

    type(field(), 'a');
    field().blur();
    expect(shown(list)).toEqual(['visible', 'part shown']);

    field().focus();
    type(field(), '');
    field().blur();
    expect(shown(list)).toEqual(['hidden', 'part hidden']);
  });

  it('should keep shown a list the server rendered shown, even with the field left empty', () => {
    const list = page({ state: 'visible' });
    followPasswordChecklist(list);
    expect(shown(list)).toEqual(['visible', 'part shown']);

    type(field(), 'a');
    type(field(), '');
    field().blur();
    expect(shown(list)).toEqual(['visible', 'part shown']);
  });

  it('should mark each rule met or unmet as the password is typed', () => {
    const list = page();
    followPasswordChecklist(list);

    type(field(), 'abcdefgh');
    expect(states(list)).toEqual(['met', 'met', 'unmet', 'unmet', 'met']);

    type(field(), 'Northwind 1');
    expect(states(list)).toEqual(['met', 'met', 'met', 'met', 'unmet']);

    type(field(), 'Northwind"IsFarTooLongToPass');
    expect(states(list)).toEqual(['met', 'unmet', 'met', 'met', 'met']);
  });

  it('should stop once the app has taken the list over', () => {
    const list = page();
    followPasswordChecklist(list);
    type(field(), 'abc');

    list.setAttribute('data-hydrated', '');
    type(field(), 'Northwind#2024');
    field().blur();
    expect(states(list)).toEqual(['unmet', 'met', 'unmet', 'unmet', 'met']);
    type(field(), '');
    field().blur();
    expect(shown(list)).toEqual(['visible', 'part shown']);
  });

  it('should ignore other fields', () => {
    const list = page();
    followPasswordChecklist(list);

    type(field('name'), 'Northwind#2024');
    expect(shown(list)).toEqual(['hidden', 'part hidden']);
    expect(states(list)).toEqual(['unmet', 'unmet', 'unmet', 'unmet', 'unmet']);
  });

  it('should do nothing for a list with no id, which no field can name', () => {
    const list = page({ id: '' });
    followPasswordChecklist(list);

    type(field(), 'Northwind#2024');
    expect(shown(list)).toEqual(['hidden', 'part hidden']);
    expect(states(list)).toEqual(['unmet', 'unmet', 'unmet', 'unmet', 'unmet']);
  });

  it('should be what the inline script runs, on the list it is written in', async () => {
    const list = page();
    // The page's parser runs the script where it stands, inside the list.
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(list.querySelector('script'));
    await import('./inline');

    type(field(), 'Northwind#2024');
    expect(shown(list)).toEqual(['visible', 'part shown']);
    expect(states(list)).toEqual(['met', 'met', 'met', 'met', 'met']);
  });
});
