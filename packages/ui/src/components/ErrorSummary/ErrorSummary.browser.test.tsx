import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { serverPage } from '../../testing/serverPage';
import { TextField } from '../TextField/TextField';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';

const required: ErrorSummaryItem[] = [
  { fieldId: 'name', message: 'Enter your name' },
  { fieldId: 'email', message: 'Enter your email address' },
  { fieldId: 'reply', message: 'Choose how to hear back' },
  { fieldId: 'terms', message: 'Accept the terms' },
];

/** A field left blank, as the app sees it: empty, no radio chosen, not ticked. */
function blank(fieldId: string) {
  const field = document.getElementById(fieldId)!;
  if (field instanceof HTMLFieldSetElement) return !field.querySelector(':checked');
  const input = field as HTMLInputElement;
  return input.type === 'checkbox' ? !input.checked : input.value.trim() === '';
}

/** A form as an app wires it: a submit here checks the two fields; the summary lists them. */
function Form({ onRefused = () => {} }: { onRefused?: () => void }) {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const check = () => setErrors(required.filter(({ fieldId }) => blank(fieldId)));
  return (
    <>
      <ErrorSummary
        title="There is a problem"
        errors={errors}
        focusKey={errors.length}
        requiredBeforeApp={{ formId: 'details', fields: required }}
        onRefusedBeforeApp={() => {
          onRefused();
          check();
        }}
      />
      <form
        id="details"
        action="/details"
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <TextField id="name" name="name" label="Name" />
        <TextField id="email" name="email" label="Email" />
        <fieldset id="reply">
          <legend>How should we reply?</legend>
          <label>
            <input type="radio" name="reply" value="email" /> By email
          </label>
          <label>
            <input type="radio" name="reply" value="phone" /> By phone
          </label>
        </fieldset>
        <label>
          <input type="checkbox" id="terms" name="terms" /> I accept the terms
        </label>
        <button type="submit">Send</button>
      </form>
    </>
  );
}

/** Whether the page went on to post the form: its submit was not stopped. */
function watchPosts() {
  const posted = vi.fn();
  const listener = (event: Event) => {
    if (!event.defaultPrevented) posted();
    // Never leave the test page, whatever the summary decided.
    event.preventDefault();
  };
  // On the window in the bubble phase: after the summary's own listener (capture) has decided.
  window.addEventListener('submit', listener);
  return { posted, stop: () => window.removeEventListener('submit', listener) };
}

const summary = () => document.querySelector<HTMLElement>('[data-form="details"]');
const entries = () =>
  [...summary()!.querySelectorAll('li')]
    .filter((item) => item.checkVisibility())
    .map((item) => item.textContent);
const send = () => userEvent.click(document.querySelector('button[type="submit"]')!);

let posts: ReturnType<typeof watchPosts>;
afterEach(() => {
  posts.stop();
  document.body.replaceChildren();
});

describe('ErrorSummary before the app runs', () => {
  it('should stop a submit with blank required fields and list them, from the server HTML alone', async () => {
    posts = watchPosts();
    serverPage(<Form />);
    expect(summary()!.checkVisibility()).toBe(false);

    await userEvent.type(document.getElementById('email')!, '   ');
    await send();
    expect(posts.posted).not.toHaveBeenCalled();
    expect(summary()!.checkVisibility()).toBe(true);
    expect(entries()).toEqual([
      'Enter your name',
      'Enter your email address',
      'Choose how to hear back',
      'Accept the terms',
    ]);
    expect(document.activeElement).toBe(summary());
    expect(summary()!.hasAttribute('data-refused')).toBe(true);

    // A link focuses its field; a group's, its first radio.
    await userEvent.click(summary()!.querySelector('a[href="#email"]')!);
    expect(document.activeElement).toBe(document.getElementById('email'));
    await userEvent.click(summary()!.querySelector('a[href="#reply"]')!);
    expect(document.activeElement).toBe(document.querySelector('input[value="email"]'));

    await userEvent.type(document.getElementById('name')!, 'Asha');
    await userEvent.click(document.querySelector('input[value="phone"]')!);
    await userEvent.click(document.getElementById('terms')!);
    await send();
    expect(posts.posted).not.toHaveBeenCalled();
    expect(entries()).toEqual(['Enter your email address']);

    // Every required field filled: the form goes to the server, which has the other rules.
    await userEvent.type(document.getElementById('email')!, 'asha@');
    await send();
    expect(posts.posted).toHaveBeenCalledOnce();
    expect(summary()!.checkVisibility()).toBe(false);
  });

  it('should hand a stopped submit over to the app, which shows its own errors, without a hydration error', async () => {
    posts = watchPosts();
    const container = serverPage(<Form />);
    await send();
    expect(entries()).toHaveLength(4);
    await userEvent.type(document.getElementById('name')!, 'Asha');
    await userEvent.click(document.querySelector('input[value="phone"]')!);
    await userEvent.click(document.getElementById('terms')!);

    const onRefused = vi.fn();
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Form onRefused={onRefused} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(consoleError.mock.calls.flat().join(' ')).not.toContain("didn't match");
    consoleError.mockRestore();
    expect(onRefused).toHaveBeenCalledOnce();
    // The waiting summary and its script are gone; the app's own summary lists what is left.
    expect(summary()).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    const shown = container.querySelector('[data-state="shown"]')!;
    expect([...shown.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Enter your email address',
    ]);
    expect((document.getElementById('name') as HTMLInputElement).value).toBe('Asha');

    // From now on the app answers the submit; the page's own lines have stood down.
    await userEvent.type(document.getElementById('email')!, 'a');
    await send();
    expect(posts.posted).not.toHaveBeenCalled();
    expect(container.querySelector('[data-state="shown"]')).toBeNull();
  });

  it('should not hand anything over when no submit was stopped', async () => {
    posts = watchPosts();
    const container = serverPage(<Form />);
    const onRefused = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Form onRefused={onRefused} />);
    });
    expect(onRefused).not.toHaveBeenCalled();
    expect(container.querySelector('[data-state="shown"]')).toBeNull();
  });
});
