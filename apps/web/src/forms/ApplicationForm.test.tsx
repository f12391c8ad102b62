import {
  applicationFieldNames,
  applicationForm,
  employeeIdField,
  toastDurations,
} from '@ngs/content';
import { dialCodeOptions, fileMessages, passwordChecks } from '@ngs/forms';
import { dismissToast, toast } from '@ngs/ui';
import type * as Kit from '@ngs/ui';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';
import { fieldLabel } from './fieldLabel';

vi.mock('@ngs/ui', async (importOriginal) => {
  const kit = await importOriginal<typeof Kit>();
  return { ...kit, toast: vi.fn(kit.toast) };
});

const { fields, messages, toasts } = applicationForm;
const MB = 1024 * 1024;

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.mocked(toast).mockClear();
});

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

/** The form inside a router, as on /apply: the privacy statement links with the router. */
async function renderForm(props: ApplicationFormProps = {}) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <ApplicationForm {...props} />
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/apply'] }),
  });
  await router.load();
  render(<RouterProvider router={router as never} />);
  await screen.findByRole('form', { name: applicationForm.title });
}

const byLabel = (field: { label: string; optional?: boolean }) =>
  screen.getByLabelText(fieldLabel(field));
const group = (field: { label: string }) => screen.getByRole('group', { name: field.label });
const fileInput = (name: 'resume' | 'coverLetter') => byLabel(fields[name]) as HTMLInputElement;

/** The error text tied to a control (or a radio group), without its screen-reader prefix. */
function errorOf(control: HTMLElement): string | null {
  const error = document.getElementById(`${control.id}-error`);
  if (!error) return null;
  expect(control.getAttribute('aria-describedby')).toContain(error.id);
  expect(control).toHaveAttribute('aria-invalid', 'true');
  return error.textContent?.replace(/^Error:\s*/, '') ?? null;
}

function makeFile(name: string, type: string, size = 1200): File {
  const file = new File(['%PDF-1.7 x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const resume = () => makeFile('grace-hopper-resume.pdf', 'application/pdf');
const coverLetter = () => makeFile('cover-letter.txt', 'text/plain');

const choose = (name: 'resume' | 'coverLetter', file: File) =>
  fireEvent.change(fileInput(name), { target: { files: [file] } });

const type = (control: HTMLElement, value: string) =>
  fireEvent.change(control, { target: { value } });

const valid = {
  email: 'grace@example.com',
  password: 'Northwind#2024',
  legalFirstName: 'Grace',
  legalMiddleName: 'Brewster',
  legalLastName: 'Hopper',
  phoneNumber: '9876543210',
  [employeeIdField]: 'NA',
} as const;

/** Fills in every field correctly, with both files. */
function fillIn() {
  choose('resume', resume());
  choose('coverLetter', coverLetter());
  type(byLabel(fields.email), valid.email);
  type(byLabel(fields.password), valid.password);
  type(byLabel(fields.legalFirstName), valid.legalFirstName);
  type(byLabel(fields.legalMiddleName), valid.legalMiddleName);
  type(byLabel(fields.legalLastName), valid.legalLastName);
  type(byLabel(fields.phoneNumber), valid.phoneNumber);
  fireEvent.click(within(group(fields.relocate)).getByLabelText('Yes'));
  fireEvent.click(within(group(fields.agreement)).getByLabelText('No'));
  fireEvent.click(within(group(fields.disability)).getByLabelText('No'));
  fireEvent.click(byLabel(fields.checkBoxagreement));
  fireEvent.click(within(group(fields.employmentStatus)).getByLabelText('No'));
  type(byLabel(fields[employeeIdField]), valid[employeeIdField]);
  fireEvent.click(byLabel(fields.notificationJob));
}

const apply = () =>
  fireEvent.click(screen.getByRole('button', { name: applicationForm.submitLabel }));

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The multipart body of the one request sent. */
function sentForm(): FormData {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/job/apply');
  expect(init?.method).toBe('POST');
  // The browser writes the multipart Content-Type with its boundary.
  const headers = new Headers(init?.headers);
  expect(headers.get('Content-Type')).toBeNull();
  expect(headers.get('Accept')).toBe('application/json');
  expect(init?.body).toBeInstanceOf(FormData);
  return init!.body as FormData;
}

const chosenFileName = (name: 'resume' | 'coverLetter') =>
  fileInput(name).closest('div')?.parentElement?.querySelector('[aria-live="polite"]')
    ?.textContent ?? '';

describe('ApplicationForm', () => {
  it('should show the application type from the page and let the visitor change it (D14)', async () => {
    await renderForm({ applicationType: 'internship' });
    const types = screen.getByRole('group', { name: applicationForm.applicationType.legend });
    expect(within(types).getByLabelText('An internship')).toBeChecked();
    fireEvent.click(within(types).getByLabelText('A job'));
    expect(within(types).getByLabelText('A job')).toBeChecked();
  });

  it('should list every country as "Name (+code)", India first and preselected (D16)', async () => {
    await renderForm();
    const select = byLabel(fields.countryCode) as HTMLSelectElement;
    expect(select).toHaveValue('IN');
    const options = within(select).getAllByRole('option');
    expect(options[1]).toHaveTextContent('India (+91)');
    expect(options).toHaveLength(dialCodeOptions().length + 1);
  });

  it('should show every message of the validation table on an empty submit, and send nothing', async () => {
    await renderForm();
    // India is preselected: the code's message needs the placeholder chosen.
    fireEvent.change(byLabel(fields.countryCode), { target: { value: '' } });
    apply();

    const summary = await screen.findByRole('heading', { name: applicationForm.errorSummaryTitle });
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());

    const expected: Array<[HTMLElement, string]> = [
      [fileInput('resume'), messages.resumeRequired],
      [byLabel(fields.email), messages.emailRequired],
      [byLabel(fields.password), messages.passwordRequired],
      [byLabel(fields.legalFirstName), messages.firstNameRequired],
      [byLabel(fields.legalLastName), messages.lastNameRequired],
      [byLabel(fields.countryCode), messages.codeRequired],
      [byLabel(fields.phoneNumber), messages.phoneRequired],
      [group(fields.relocate), messages.selectionRequired],
      [group(fields.agreement), messages.selectionRequired],
      [group(fields.disability), messages.selectionRequired],
      [byLabel(fields.checkBoxagreement), messages.selectionRequired],
      [group(fields.employmentStatus), messages.selectionRequired],
      [byLabel(fields[employeeIdField]), messages.selectionRequired],
    ];
    for (const [control, message] of expected) expect(errorOf(control)).toBe(message);
    for (const optional of [
      fileInput('coverLetter'),
      byLabel(fields.legalMiddleName),
      byLabel(fields.notificationJob),
      byLabel(fields.agreeToPrivacyPolicy),
    ]) {
      expect(errorOf(optional)).toBeNull();
    }

    // The summary lists them in the form's order and links to each control.
    const links = within(summary.closest('div')!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      expected.map(([control, message]) => [message, `#${control.id}`]),
    );
    fireEvent.click(links[7]!);
    expect(within(group(fields.relocate)).getByLabelText('Yes')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should say an e-mail address is invalid', async () => {
    await renderForm();
    type(byLabel(fields.email), 'grace@example');
    apply();
    await waitFor(() => expect(errorOf(byLabel(fields.email))).toBe(messages.emailInvalid));
  });

  it('should refuse a weak password with the criteria message and send nothing', async () => {
    await renderForm();
    fillIn();
    type(byLabel(fields.password), 'northwind2024');
    apply();

    await waitFor(() => expect(errorOf(byLabel(fields.password))).toBe(messages.passwordCriteria));
    // D15: the checklist stays up after a failed submit, even without focus.
    expect(screen.getByText(applicationForm.passwordChecklistTitle)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should show the checklist on focus and flip each rule as the password changes (D15)', async () => {
    await renderForm();
    const password = byLabel(fields.password);
    const checklistId = password.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
    const checklist = document.getElementById(checklistId)!;
    expect(checklist).toHaveAttribute('aria-live', 'polite');
    expect(checklist).toHaveAttribute('data-state', 'hidden');

    fireEvent.focus(password);
    expect(checklist).toHaveAttribute('data-state', 'visible');
    fireEvent.blur(password);
    expect(checklist).toHaveAttribute('data-state', 'hidden');

    const stateOf = (ruleId: string) => {
      const rule = passwordChecks.find((check) => check.id === ruleId)!;
      const item = within(checklist).getByText(rule.label).closest('li')!;
      return [item.getAttribute('data-state'), item.textContent];
    };
    const met = (ruleId: string) => {
      const label = passwordChecks.find((check) => check.id === ruleId)!.label;
      return ['met', `✓${label}, ${applicationForm.passwordRuleMet}`];
    };
    const unmet = (ruleId: string) => {
      const label = passwordChecks.find((check) => check.id === ruleId)!.label;
      return ['unmet', `✗${label}, ${applicationForm.passwordRuleNotMet}`];
    };

    // Each step changes one thing, and exactly the rule about it flips.
    const steps: Array<[string, Record<string, boolean>]> = [
      [
        'abc',
        {
          minLength: false,
          maxLength: true,
          mixedCase: false,
          digitOrSpecial: false,
          noWhitespace: true,
        },
      ],
      [
        'abcdefgh',
        {
          minLength: true,
          maxLength: true,
          mixedCase: false,
          digitOrSpecial: false,
          noWhitespace: true,
        },
      ],
      [
        'abcdefgH',
        {
          minLength: true,
          maxLength: true,
          mixedCase: true,
          digitOrSpecial: false,
          noWhitespace: true,
        },
      ],
      [
        'abcdefgH1',
        {
          minLength: true,
          maxLength: true,
          mixedCase: true,
          digitOrSpecial: true,
          noWhitespace: true,
        },
      ],
      [
        'abcd efgH1',
        {
          minLength: true,
          maxLength: true,
          mixedCase: true,
          digitOrSpecial: true,
          noWhitespace: false,
        },
      ],
      [
        'abcdefgH1abcdefgH1x',
        {
          minLength: true,
          maxLength: false,
          mixedCase: true,
          digitOrSpecial: true,
          noWhitespace: true,
        },
      ],
      [
        'abcdefgH?',
        {
          minLength: true,
          maxLength: true,
          mixedCase: true,
          digitOrSpecial: true,
          noWhitespace: true,
        },
      ],
    ];
    for (const [value, expected] of steps) {
      type(password, value);
      for (const [ruleId, isMet] of Object.entries(expected)) {
        expect(stateOf(ruleId), `${ruleId} for "${value}"`).toEqual(
          isMet ? met(ruleId) : unmet(ruleId),
        );
      }
    }
  });

  it.each([
    ['a spreadsheet', makeFile('marks.xls', 'application/vnd.ms-excel'), fileMessages.type],
    ['an Outlook message', makeFile('mail.msg', 'application/vnd.ms-outlook'), fileMessages.type],
    ['slides', makeFile('talk.ppt', 'application/vnd.ms-powerpoint'), fileMessages.type],
    ['a file over 5 MB', makeFile('big.pdf', 'application/pdf', 5 * MB + 1), fileMessages.size],
  ])('should refuse %s on selection and keep the file chosen before', async (_, file, message) => {
    await renderForm();
    choose('resume', resume());
    expect(chosenFileName('resume')).toContain('grace-hopper-resume.pdf');

    choose('resume', file);
    expect(errorOf(fileInput('resume'))).toBe(message);
    expect(chosenFileName('resume')).toContain('grace-hopper-resume.pdf');

    choose('coverLetter', file);
    expect(errorOf(fileInput('coverLetter'))).toBe(message);
    expect(chosenFileName('coverLetter')).toBe('');
  });

  it('should note that MSG, PPT and XLS files are not accepted, on both file fields', async () => {
    await renderForm();
    for (const name of ['resume', 'coverLetter'] as const) {
      expect(fileInput(name)).toHaveAccessibleDescription(
        expect.stringContaining('MSG, PPT and XLS files are not accepted'),
      );
    }
  });

  it('should post multipart data with exactly the D14 field names', async () => {
    fetchMock.mockResolvedValue(answer(201));
    await renderForm({ applicationType: 'internship' });
    fillIn();
    apply();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    const body = sentForm();
    expect([...body.keys()].sort()).toEqual(
      [...applicationFieldNames, 'applicationType', 'website'].sort(),
    );
    expect(employeeIdField).toBe('ngsID');
    expect(
      Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string')),
    ).toEqual({
      applicationType: 'internship',
      ...valid,
      countryCode: 'IN',
      relocate: 'yes',
      agreement: 'no',
      disability: 'no',
      checkBoxagreement: 'true',
      employmentStatus: 'no',
      notificationJob: 'true',
      agreeToPrivacyPolicy: 'false',
      website: '',
    });
    expect((body.get('resume') as File).name).toBe('grace-hopper-resume.pdf');
    expect((body.get('coverLetter') as File).name).toBe('cover-letter.txt');
  });

  it('should leave the cover letter out when none is chosen', async () => {
    fetchMock.mockResolvedValue(answer(201));
    await renderForm();
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: /Remove file cover-letter\.txt/ }));
    apply();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentForm().has('coverLetter')).toBe(false);
  });

  it('should reset the form and clear the files after a successful submission', async () => {
    fetchMock.mockResolvedValue(answer(201));
    await renderForm();
    fillIn();
    apply();

    expect(await screen.findByText(toasts.success)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(toasts.success, {
      duration: toastDurations.application,
      tone: 'success',
    });
    expect(toastDurations.application).toBe(1000);
    expect(chosenFileName('resume')).toBe('');
    expect(chosenFileName('coverLetter')).toBe('');
    for (const field of [
      fields.email,
      fields.password,
      fields.legalFirstName,
      fields[employeeIdField],
    ]) {
      expect(byLabel(field)).toHaveValue('');
    }
    expect(byLabel(fields.countryCode)).toHaveValue('IN');
    expect(within(group(fields.relocate)).getByLabelText('Yes')).not.toBeChecked();
    expect(byLabel(fields.checkBoxagreement)).not.toBeChecked();
    expect(byLabel(fields.notificationJob)).not.toBeChecked();
  });

  it('should keep everything, files included, when the submission fails', async () => {
    fetchMock.mockResolvedValue(answer(500));
    await renderForm();
    fillIn();
    apply();

    expect(await screen.findByText(toasts.failure)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(toasts.failure, {
      duration: toastDurations.application,
      tone: 'error',
    });
    expect(chosenFileName('resume')).toContain('grace-hopper-resume.pdf');
    expect(chosenFileName('coverLetter')).toContain('cover-letter.txt');
    expect(byLabel(fields.email)).toHaveValue(valid.email);
    expect(byLabel(fields.password)).toHaveValue(valid.password);
    expect(byLabel(fields.legalMiddleName)).toHaveValue(valid.legalMiddleName);
    expect(byLabel(fields.phoneNumber)).toHaveValue(valid.phoneNumber);
    expect(byLabel(fields[employeeIdField])).toHaveValue(valid[employeeIdField]);
    expect(within(group(fields.relocate)).getByLabelText('Yes')).toBeChecked();
    expect(byLabel(fields.checkBoxagreement)).toBeChecked();
    expect(byLabel(fields.notificationJob)).toBeChecked();

    // Trying again sends the same files.
    fetchMock.mockResolvedValue(answer(201));
    apply();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const retry = fetchMock.mock.calls[1]![1]!.body as FormData;
    expect((retry.get('resume') as File).name).toBe('grace-hopper-resume.pdf');
  });

  it("should show the server's field errors, e.g. a file refused by its content", async () => {
    fetchMock.mockResolvedValue(
      answer(400, { error: 'invalid', fields: { resume: fileMessages.type } }),
    );
    await renderForm();
    fillIn();
    apply();
    await waitFor(() => expect(errorOf(fileInput('resume'))).toBe(fileMessages.type));
    expect(screen.getByRole('link', { name: fileMessages.type })).toHaveAttribute(
      'href',
      `#${fileInput('resume').id}`,
    );
  });

  it('should disable Apply while the application is in flight (no double submit)', async () => {
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));
    await renderForm();
    fillIn();
    apply();

    const button = await screen.findByRole('button', { name: applicationForm.submittingLabel });
    expect(button).toBeDisabled();
    fireEvent.submit(button.closest('form')!);
    await act(() => Promise.resolve());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => respond(answer(201)));
    expect(await screen.findByRole('button', { name: applicationForm.submitLabel })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('should link the privacy statement to the privacy policy', async () => {
    await renderForm();
    expect(
      screen.getByRole('link', { name: applicationForm.privacyStatement.link.label }),
    ).toHaveAttribute('href', '/privacypolicy');
  });
});
