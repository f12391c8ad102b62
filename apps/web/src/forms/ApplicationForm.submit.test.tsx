import {
  applicationFieldNames,
  applicationForm,
  employeeIdField,
  toastDurations,
} from '@ngs/content';
import { fileMessages } from '@ngs/forms';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applicant, applicantAnswers } from '../testing/applicant';
import {
  answer,
  errorOf,
  expectToast,
  fetchMock,
  stubFetchAndToasts,
} from '../testing/fakeFormServer';
import {
  apply,
  applyFilledIn,
  byLabel,
  chosenFileName,
  fields,
  fileInput,
  fillIn,
  group,
  renderForm,
  sentForm,
  toasts,
} from '../testing/applicationFormPage';

vi.mock('@ngs/ui', { spy: true });

stubFetchAndToasts();

describe('ApplicationForm, sending', () => {
  it('should post multipart data with exactly the D14 field names', async () => {
    fetchMock.mockResolvedValue(answer(201));
    await applyFilledIn({ applicationType: 'internship' });
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
      ...applicant,
      countryCode: 'IN',
      ...applicantAnswers,
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
    await applyFilledIn();

    await expectToast(toasts.success, { duration: toastDurations.application, tone: 'success' });
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
    await applyFilledIn();

    await expectToast(toasts.failure, { duration: toastDurations.application, tone: 'error' });
    expect(chosenFileName('resume')).toContain('grace-hopper-resume.pdf');
    expect(chosenFileName('coverLetter')).toContain('cover-letter.txt');
    expect(byLabel(fields.email)).toHaveValue(applicant.email);
    expect(byLabel(fields.password)).toHaveValue(applicant.password);
    expect(byLabel(fields.legalMiddleName)).toHaveValue(applicant.legalMiddleName);
    expect(byLabel(fields.phoneNumber)).toHaveValue(applicant.phoneNumber);
    expect(byLabel(fields[employeeIdField])).toHaveValue(applicant[employeeIdField]);
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
    await applyFilledIn();
    await waitFor(() => expect(errorOf(fileInput('resume'))).toBe(fileMessages.type));
    expect(screen.getByRole('link', { name: fileMessages.type })).toHaveAttribute(
      'href',
      `#${fileInput('resume').id}`,
    );
  });

  it('should disable Apply while the application is in flight (no double submit)', async () => {
    let respond: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));
    await applyFilledIn();

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
