import { applicationForm, employeeIdField } from '@ngs/content';
import { dialCodeOptions, fileMessages, passwordChecks } from '@ngs/forms';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, fetchMock, stubFetchAndToasts } from '../testing/fakeFormServer';
import {
  apply,
  byLabel,
  choose,
  chosenFileName,
  fields,
  fileInput,
  fillIn,
  group,
  makeFile,
  MB,
  messages,
  renderForm,
  resume,
  type,
} from '../testing/applicationFormPage';

vi.mock('@ngs/ui', { spy: true });

stubFetchAndToasts();

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

    // The kit's own tests show that a rule's mark and words follow its data-state.
    const stateOf = (ruleId: string) => {
      const rule = passwordChecks.find((check) => check.id === ruleId)!;
      return within(checklist).getByText(rule.label).closest('li')!.getAttribute('data-state');
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
        expect(stateOf(ruleId), `${ruleId} for "${value}"`).toBe(isMet ? 'met' : 'unmet');
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
});
