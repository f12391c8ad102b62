import { applicationForm, contactPage } from '@ngs/content';
import { validApplication } from '@ngs/forms/testing';
import type { Page } from 'playwright-core';
import { samplePdf } from '../../scripts/bench/bench-interaction.actions.mjs';
import { applicant, applicantAnswers } from './applicant';

// What the form suites fill in, with script and without.

export { applicant, applicantAnswers };

const contact = contactPage.form.fields;
const apply = applicationForm.fields;

export /** The error text shown under a control, without its screen-reader prefix. */
async function errorUnder(page: Page, controlId: string): Promise<string | null> {
  const error = page.locator(`#${controlId}-error`);
  if ((await error.count()) === 0) return null;
  return ((await error.textContent()) ?? '').replace(/^Error:\s*/, '');
}

export const message = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '9876543210',
  subject: 'A compiler course',
  message: 'Could you run the compiler course for a team of twelve in March?',
};

export async function fillContact(page: Page) {
  await page.getByLabel(contact.name.label, { exact: true }).fill(message.name);
  await page.getByLabel(contact.email.label, { exact: true }).fill(message.email);
  await page.getByLabel(new RegExp(`^${contact.phone.label}`)).fill(message.phone);
  await page.getByLabel(new RegExp(`^${contact.subject.label}`)).fill(message.subject);
  await page.getByLabel(contact.message.label, { exact: true }).fill(message.message);
}

/** The interaction bench's résumé, under the applicant's name. */
export const pdf = { ...samplePdf, name: 'grace-hopper-resume.pdf' };

export const letter = {
  name: 'cover-letter.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Dear NGS team,\nI would love to join you.\n'),
};

export const group = (page: Page, legend: string) => page.getByRole('group', { name: legend });

export async function fillApplication(page: Page, resume = pdf) {
  await page.locator('#application-resume').setInputFiles(resume);
  await page.locator('#application-coverLetter').setInputFiles(letter);
  for (const [name, value] of Object.entries(applicant)) {
    await page.locator(`#application-${name}`).fill(value);
  }
  await group(page, apply.relocate.label).getByLabel('Yes').check();
  await group(page, apply.agreement.label).getByLabel('No').check();
  await group(page, apply.disability.label).getByLabel('No').check();
  await page.getByLabel(apply.checkBoxagreement.label).check();
  await group(page, apply.employmentStatus.label).getByLabel('No').check();
  await page.getByLabel(new RegExp(`^${apply.notificationJob.label}`)).check();
}

/**
 * Sends the fixtures' application straight to the server, as the form does (multipart, the
 * form's field names), for suites that start from a stored application. Answers its id.
 */
export async function sendApplication(
  origin: string,
  overrides: Record<string, string> = {},
): Promise<string> {
  const body = new FormData();
  const fields: Record<string, string> = {
    ...validApplication,
    applicationType: 'job',
    ...applicant,
    agreeToPrivacyPolicy: 'true',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('resume', new Blob([pdf.buffer], { type: pdf.mimeType }), pdf.name);
  body.set('coverLetter', new Blob([letter.buffer], { type: letter.mimeType }), letter.name);
  const response = await fetch(`${origin}/job/apply`, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json' },
  });
  if (response.status !== 201) throw new Error(`application refused: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Sends the fixtures' contact message straight to the server. Answers its id. */
export async function sendContact(origin: string): Promise<string> {
  const response = await fetch(`${origin}/contact`, {
    method: 'POST',
    body: JSON.stringify(message),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  if (response.status !== 201) throw new Error(`message refused: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
