import { contactPage, toastDurations, formTexts } from '@ngs/content';
import { toast } from '@ngs/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';
import {
  answer,
  errorOf,
  expectToast,
  fetchMock,
  stubFetchAndToasts,
} from '../testing/fakeFormServer';

vi.mock('@ngs/ui', { spy: true });

const { fields, submitLabel, sendingLabel } = contactPage.form;
const { messages, toasts } = contactPage;

stubFetchAndToasts();

function renderForm() {
  render(
    <>
      <ContactForm />
    </>,
  );
  return {
    name: screen.getByRole('textbox', { name: fields.name.label }),
    email: screen.getByRole('textbox', { name: fields.email.label }),
    phone: screen.getByRole('textbox', { name: new RegExp(`^${fields.phone.label}`) }),
    subject: screen.getByRole('textbox', { name: new RegExp(`^${fields.subject.label}`) }),
    message: screen.getByRole('textbox', { name: fields.message.label }),
  };
}

type Controls = ReturnType<typeof renderForm>;

const typed = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '9876543210',
  subject: 'A compiler course',
  message: 'Could you run the course for our team of twelve in March?',
};

function fillIn(controls: Controls, values: Partial<typeof typed> = typed) {
  for (const [field, value] of Object.entries(values)) {
    fireEvent.change(controls[field as keyof Controls], { target: { value } });
  }
}

const send = () => fireEvent.click(screen.getByRole('button', { name: submitLabel }));

/** Renders the form, fills it in (every field unless told) and sends it. */
function sendFilledIn(values: Partial<typeof typed> = typed) {
  const controls = renderForm();
  fillIn(controls, values);
  send();
  return controls;
}

describe('ContactForm', () => {
  it('should label every control and keep the mobile number numeric', () => {
    const controls = renderForm();
    expect(controls.email).toHaveAttribute('type', 'email');
    expect(controls.phone).toHaveAttribute('inputmode', 'numeric');
    expect(controls.phone).toHaveAttribute('pattern', '[0-9]*');
    expect(controls.message.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('form', { name: contactPage.form.title })).toHaveAttribute(
      'novalidate',
    );
  });

  it('should show the three D12 messages and a focused summary on an empty send, and send nothing', async () => {
    const controls = renderForm();
    send();

    const summary = await screen.findByRole('heading', {
      name: formTexts.contactErrorSummaryTitle,
    });
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    expect(errorOf(controls.name)).toBe(messages.nameRequired);
    expect(errorOf(controls.email)).toBe(messages.emailRequired);
    expect(errorOf(controls.message)).toBe(messages.messageRequired);
    expect(errorOf(controls.phone)).toBeNull();
    expect(errorOf(controls.subject)).toBeNull();

    const links = screen
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      [messages.nameRequired, `#${controls.name.id}`],
      [messages.emailRequired, `#${controls.email.id}`],
      [messages.messageRequired, `#${controls.message.id}`],
    ]);
    fireEvent.click(screen.getByRole('link', { name: messages.emailRequired }));
    expect(controls.email).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should say the address is invalid, then clear the error as soon as it is fixed', async () => {
    const controls = sendFilledIn({
      name: typed.name,
      email: 'grace@example',
      message: typed.message,
    });
    await waitFor(() => expect(errorOf(controls.email)).toBe(messages.emailInvalid));

    fireEvent.change(controls.email, { target: { value: typed.email } });
    await waitFor(() => expect(errorOf(controls.email)).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should post the exact JSON to /contact with the JSON content type', async () => {
    fetchMock.mockResolvedValue(answer(201, { message: 'Received' }));
    sendFilledIn({ ...typed, name: `  ${typed.name} ` });

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/contact');
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    // Asked for in JSON: a post without it is a form sent without script, answered with a page.
    expect(headers.get('Accept')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ ...typed, website: '' });
  });

  it('should send the honeypot as it was filled in, so the server can drop a bot', async () => {
    fetchMock.mockResolvedValue(answer(201));
    const controls = renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fillIn(controls);
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      website: 'https://spam.example',
    });
  });

  it('should clear every field and show the success toast once the server accepts the message', async () => {
    fetchMock.mockResolvedValue(answer(201));
    const controls = sendFilledIn();

    await expectToast(toasts.success, { duration: toastDurations.contact, tone: 'success' });
    expect(toastDurations.contact).toBe(1500);
    for (const control of Object.values(controls)) expect(control).toHaveValue('');
  });

  it('should keep the message when sending fails and show the failure toast', async () => {
    fetchMock.mockResolvedValue(answer(500));
    const controls = sendFilledIn();

    await expectToast(toasts.failure, { duration: toastDurations.contact, tone: 'error' });
    for (const [field, value] of Object.entries(typed)) {
      expect(controls[field as keyof Controls]).toHaveValue(value);
    }
    // The toast shows before the form's own state settles; on a busy machine the button can
    // still read as sending for a moment.
    await waitFor(() => expect(screen.getByRole('button', { name: submitLabel })).toBeEnabled());
  });

  it('should keep the message when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const controls = sendFilledIn();
    expect(await screen.findByText(toasts.failure)).toBeInTheDocument();
    expect(controls.message).toHaveValue(typed.message);
  });

  it("should show the server's field errors on the fields and in the summary", async () => {
    fetchMock.mockResolvedValue(
      answer(400, { error: 'invalid', fields: { email: 'Invalid email address' } }),
    );
    const controls = sendFilledIn();

    await waitFor(() => expect(errorOf(controls.email)).toBe('Invalid email address'));
    expect(screen.getByRole('link', { name: 'Invalid email address' })).toBeInTheDocument();
    expect(controls.email).toHaveValue(typed.email);
    expect(toast).toHaveBeenCalledWith(toasts.failure, expect.anything());
  });

  it('should disable Send and say it is sending while the message is in flight (no double send)', async () => {
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));
    sendFilledIn();

    const button = await screen.findByRole('button', { name: sendingLabel });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await act(() => Promise.resolve());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => respond(answer(201)));
    expect(await screen.findByRole('button', { name: submitLabel })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
