import { applicationFieldNames, applicationForm, employeeIdField } from '@ngs/content';
import { fileMessages } from '@ngs/forms';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  applicant,
  applicantAnswers,
  errorUnder,
  fillApplication,
  group,
  letter,
  pdf,
} from '../src/testing/formAnswers';
import { siteInChromium } from '../src/testing/harness';
import {
  failNextPost,
  focusedId,
  isPost,
  pageOpener,
  recordFormData,
  sentForm,
  tabTo,
  toastIn,
} from '../src/testing/formPages';

// The application form end to end, in Chromium, against the production server with its form API.
// Success paths post to the real endpoints and expect 201. A server that fails on demand does
// not exist, so the 500 failure paths answer through `page.route` in the browser; the real
// backend's own refusal (a file refused by its content) is covered as well.

const apply = applicationForm.fields;
const { messages } = applicationForm;

// Its own database, and a rate limit the suite's submissions cannot reach.
const site = siteInChromium('ngs-application-e2e');
const open = pageOpener(site);

// Named and typed as a PDF, but an Outlook/Office compound file inside: only the server can tell.
const disguised = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(2048),
  ]),
};

const textIds = Object.keys(applicant).map((name) => `application-${name}`);

const fileStatus = (page: Page, name: string) =>
  page.locator('p[aria-live="polite"]').filter({ hasText: name });

async function applicationText(page: Page) {
  return page.evaluate(
    (ids) => ids.map((id) => (document.getElementById(id) as HTMLInputElement).value),
    textIds,
  );
}

const submit = (page: Page) =>
  page.getByRole('button', { name: applicationForm.submitLabel }).click();

describe('application form', () => {
  it('should show every message of the validation table, and the summary, on an empty submit', async () => {
    const { page, problems } = await open('/apply');
    let posted = 0;
    page.on('request', (request) => void (request.method() === 'POST' && (posted += 1)));
    await page.locator('#application-countryCode').selectOption('');
    await submit(page);

    const expected: Array<[string, string]> = [
      ['application-resume', messages.resumeRequired],
      ['application-email', messages.emailRequired],
      ['application-password', messages.passwordRequired],
      ['application-legalFirstName', messages.firstNameRequired],
      ['application-legalLastName', messages.lastNameRequired],
      ['application-countryCode', messages.codeRequired],
      ['application-phoneNumber', messages.phoneRequired],
      ['application-relocate', messages.selectionRequired],
      ['application-agreement', messages.selectionRequired],
      ['application-disability', messages.selectionRequired],
      ['application-checkBoxagreement', messages.selectionRequired],
      ['application-employmentStatus', messages.selectionRequired],
      [`application-${employeeIdField}`, messages.selectionRequired],
    ];
    const summary = page.getByRole('alert').filter({ hasText: applicationForm.errorSummaryTitle });
    await expect.poll(() => summary.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain(applicationForm.errorSummaryTitle);
    for (const [id, text] of expected) {
      expect(await errorUnder(page, id), id).toBe(text);
      expect(await page.locator(`#${id}-error`).isVisible()).toBe(true);
    }
    expect(await summary.getByRole('link').count()).toBe(expected.length);
    // Red: the theme's critical colour, the same for every message.
    const colours = await page
      .locator('[id$="-error"]')
      .evaluateAll((nodes) => new Set(nodes.map((node) => getComputedStyle(node).color)).size);
    expect(colours).toBe(1);

    await page.locator('#application-email').fill('grace@example');
    await expect.poll(() => errorUnder(page, 'application-email')).toBe(messages.emailInvalid);
    await page.locator('#application-password').fill('weakpassword');
    await expect
      .poll(() => errorUnder(page, 'application-password'))
      .toBe(messages.passwordCriteria);
    expect(posted).toBe(0);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('should refuse a wrong file type or size on selection, keeping the file chosen before', async () => {
    const { page } = await open('/apply');
    await page.locator('#application-resume').setInputFiles(pdf);
    await expect.poll(() => fileStatus(page, pdf.name).isVisible()).toBe(true);
    await page.locator('#application-resume').setInputFiles({
      name: 'marks.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('x'),
    });
    await expect.poll(() => errorUnder(page, 'application-resume')).toBe(fileMessages.type);
    expect(await fileStatus(page, pdf.name).isVisible()).toBe(true);

    await page.locator('#application-coverLetter').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
    });
    await expect.poll(() => errorUnder(page, 'application-coverLetter')).toBe(fileMessages.size);
    expect(await page.getByText('MSG, PPT and XLS files are not accepted').count()).toBe(2);
    await page.close();
  });

  it('[real backend: POST /job/apply → 201] should submit, toast for 1000 ms, reset and clear the files', async () => {
    const { page, problems } = await open('/apply?type=internship', recordFormData);
    const types = group(page, applicationForm.applicationType.legend);
    expect(await types.getByLabel('An internship').isChecked()).toBe(true);
    await fillApplication(page);
    await expect.poll(() => fileStatus(page, pdf.name).isVisible()).toBe(true);
    await expect.poll(() => fileStatus(page, letter.name).isVisible()).toBe(true);

    const [response] = await Promise.all([
      page.waitForResponse(isPost('/job/apply')),
      submit(page),
    ]);
    expect(response.status()).toBe(201);
    const sent = await sentForm(page);
    expect(Object.keys(sent).sort()).toEqual(
      [...applicationFieldNames, 'applicationType', 'website'].sort(),
    );
    expect(sent).toMatchObject({
      applicationType: 'internship',
      resume: { file: pdf.name },
      coverLetter: { file: letter.name },
      ...applicant,
      countryCode: 'IN',
      ...applicantAnswers,
      website: '',
    });

    const toast = toastIn(page, applicationForm.toasts.success);
    await expect.poll(() => toast.isVisible()).toBe(true);
    await expect.poll(() => applicationText(page)).toEqual(textIds.map(() => ''));
    expect(await fileStatus(page, pdf.name).count()).toBe(0);
    expect(await fileStatus(page, letter.name).count()).toBe(0);
    expect(
      await page
        .locator('#application-resume')
        .evaluate((input) => (input as HTMLInputElement).files?.length ?? 0),
    ).toBe(0);
    expect(await page.getByLabel(apply.checkBoxagreement.label).isChecked()).toBe(false);
    expect(await group(page, apply.relocate.label).getByLabel('Yes').isChecked()).toBe(false);
    // 1000 ms, not the 5000 ms of other toasts.
    await expect.poll(() => toast.count(), { timeout: 3500 }).toBe(0);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('[browser-answered 500] should keep everything, file names included, and show the failure toast', async () => {
    const { page, problems } = await open('/apply');
    await failNextPost(page, '/job/apply');
    await fillApplication(page);
    await submit(page);

    await expect.poll(() => toastIn(page, applicationForm.toasts.failure).isVisible()).toBe(true);
    expect(await applicationText(page)).toEqual(Object.values(applicant));
    expect(await fileStatus(page, pdf.name).isVisible()).toBe(true);
    expect(await fileStatus(page, letter.name).isVisible()).toBe(true);
    expect(await group(page, apply.relocate.label).getByLabel('Yes').isChecked()).toBe(true);
    expect(await page.getByLabel(apply.checkBoxagreement.label).isChecked()).toBe(true);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('[real backend: POST /job/apply → 422] should show a resume refused by its content on the field, keeping everything', async () => {
    const { page, problems } = await open('/apply');
    await fillApplication(page, disguised);
    const [response] = await Promise.all([
      page.waitForResponse(isPost('/job/apply')),
      submit(page),
    ]);
    expect(response.status()).toBe(422);

    await expect.poll(() => toastIn(page, applicationForm.toasts.failure).isVisible()).toBe(true);
    await expect.poll(() => errorUnder(page, 'application-resume')).toBe(fileMessages.type);
    expect(await fileStatus(page, disguised.name).isVisible()).toBe(true);
    expect(await fileStatus(page, letter.name).isVisible()).toBe(true);
    expect(await applicationText(page)).toEqual(Object.values(applicant));
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('[real backend: POST /job/apply → 201] should be filled in and submitted with the keyboard alone', async () => {
    const { page, problems } = await open('/apply?type=job', recordFormData);
    const key = (name: string) => page.keyboard.press(name);

    // The application type: one tab stop, arrows change the choice.
    await tabTo(page, 'application-applicationType-1', 80);
    await key('ArrowRight');
    expect(await focusedId(page)).toBe('application-applicationType-2');

    // Files: the picker opens from the keyboard.
    for (const [id, file] of [
      ['application-resume', pdf],
      ['application-coverLetter', letter],
    ] as const) {
      // Asked for before the Tab presses: Playwright arms its interception of the picker without
      // waiting, and a Space pressed at once can beat it; the picker then opens unseen and the
      // wait runs out (a fresh-clone CI run timed out so; pressed as the app took over, 5 of 8
      // such waits ran out, and none once asked for first).
      const chooserOpened = page.waitForEvent('filechooser', { timeout: 10_000 });
      await tabTo(page, id);
      await key('Space');
      const chooser = await chooserOpened;
      await chooser.setFiles(file);
      await expect.poll(() => fileStatus(page, file.name).isVisible()).toBe(true);
    }

    await tabTo(page, 'application-email');
    await page.keyboard.type(applicant.email);
    await tabTo(page, 'application-password');
    // D15: the checklist shows while the field has focus.
    await expect
      .poll(() => page.getByText(applicationForm.passwordChecklistTitle).isVisible())
      .toBe(true);
    await page.keyboard.type(applicant.password);
    for (const name of ['legalFirstName', 'legalMiddleName', 'legalLastName'] as const) {
      await tabTo(page, `application-${name}`, 1);
      await page.keyboard.type(applicant[name]);
    }
    await tabTo(page, 'application-countryCode', 1);
    expect(await page.locator('#application-countryCode').inputValue()).toBe('IN');
    await tabTo(page, 'application-phoneNumber', 1);
    await page.keyboard.type(applicant.phoneNumber);

    // Yes/no questions: Space picks the first answer, an arrow moves to the second.
    await tabTo(page, 'application-relocate-1', 1);
    await key('Space');
    await tabTo(page, 'application-agreement-1', 1);
    await key('ArrowRight');
    await tabTo(page, 'application-disability-1', 1);
    await key('ArrowRight');
    await tabTo(page, 'application-checkBoxagreement', 1);
    await key('Space');
    await tabTo(page, 'application-employmentStatus-1', 1);
    await key('ArrowRight');
    await tabTo(page, `application-${employeeIdField}`, 1);
    await page.keyboard.type(applicant[employeeIdField]);
    await tabTo(page, 'application-notificationJob', 2);
    await key('Space');
    await tabTo(page, 'application-agreeToPrivacyPolicy', 1);

    // The honeypot is out of the tab order: the next stop is Apply.
    await key('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      applicationForm.submitLabel,
    );
    const [response] = await Promise.all([
      page.waitForResponse(isPost('/job/apply')),
      key('Enter'),
    ]);
    expect(response.status()).toBe(201);
    expect(await sentForm(page)).toMatchObject({
      applicationType: 'internship',
      resume: { file: pdf.name },
      coverLetter: { file: letter.name },
      ...applicantAnswers,
    });
    await expect.poll(() => toastIn(page, applicationForm.toasts.success).isVisible()).toBe(true);
    expect(problems()).toEqual([]);
    await page.close();
  });
});
