import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { serverPage } from '../../testing/serverPage';
import { TextField } from '../TextField/TextField';
import { exampleRules } from './exampleRules';
import { PasswordChecklist } from './PasswordChecklist';

/** A password field with its checklist, wired the way an app does: shown on focus or text. */
function PasswordWithRules({ refused = false }: { refused?: boolean }) {
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  // What was typed, and the focus, before hydration.
  useEffect(() => {
    const field = document.getElementById('pw') as HTMLInputElement;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the field is the source here
    setValue(field.value);
    setFocused(document.activeElement === field);
  }, []);
  return (
    <>
      <TextField
        id="pw"
        label="Password"
        type="password"
        describedBy="pw-rules"
        onChange={(event) => setValue(event.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <PasswordChecklist
        id="pw-rules"
        rules={exampleRules}
        value={value}
        visible={focused || value !== '' || refused}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const serverPasswordPage = (refused = false) => serverPage(<PasswordWithRules refused={refused} />);

const field = () => document.getElementById('pw') as HTMLInputElement;
const region = () => document.getElementById('pw-rules')!;
const shown = () => region().dataset['state'] === 'visible' && region().checkVisibility();
const states = () => [...region().querySelectorAll('li')].map((item) => item.dataset['state']);

afterEach(() => document.body.replaceChildren());

describe('PasswordChecklist before the app runs', () => {
  it('should show the list on focus and follow what is typed, from the server HTML alone', async () => {
    serverPasswordPage();
    expect(shown()).toBe(false);
    await userEvent.click(field());
    expect(shown()).toBe(true);
    expect(states()).toEqual(['unmet', 'met', 'unmet', 'unmet', 'met']);
    await userEvent.type(field(), '7');
    expect(states()).toEqual(['unmet', 'met', 'unmet', 'met', 'met']);
    // The ✓ follows the state, drawn by CSS.
    const digit = region().querySelectorAll('li')[3]!.firstElementChild!;
    expect(getComputedStyle(digit, '::before').content).toBe('"✓"');
    await userEvent.type(field(), 'Abcdefg h');
    expect(states()).toEqual(['met', 'met', 'met', 'met', 'unmet']);
    // Leaving a field with text keeps the list; leaving it empty hides it.
    await userEvent.click(document.querySelector('button')!);
    expect(shown()).toBe(true);
    await userEvent.clear(field());
    await userEvent.click(document.querySelector('button')!);
    expect(shown()).toBe(false);
  });

  it('should keep a list the server showed (a refused form) in view', async () => {
    serverPasswordPage(true);
    expect(shown()).toBe(true);
    await userEvent.click(field());
    await userEvent.click(document.querySelector('button')!);
    expect(shown()).toBe(true);
  });

  it('should hand over to the app without a hydration error, the app then keeping the list', async () => {
    const container = serverPasswordPage();
    await userEvent.type(field(), 'abc7');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <PasswordWithRules />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(region()).toHaveAttribute('data-hydrated');
    expect(region().querySelector('script')).toBeNull();
    expect(field().value).toBe('abc7');
    expect(states()).toEqual(['unmet', 'met', 'unmet', 'met', 'met']);
    expect(shown()).toBe(true);
    await userEvent.type(field(), 'Defg');
    expect(states()).toEqual(['met', 'met', 'met', 'met', 'met']);
    expect(field()).toHaveAccessibleDescription(/No spaces ?, met$/);
  });
});
