import { applicationForm, contactPage } from '@ngs/content';
import { dialCodeOptions, fileMessages } from '@ngs/forms';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  applicant,
  errorUnder,
  fillApplication,
  fillContact,
  group,
  message,
  pdf,
} from '../src/testing/formAnswers';
import { siteInChromium } from '../src/testing/harness';

// D27: both forms with JavaScript disabled. The browser posts them itself; the server answers
// with the page again (errors, values kept) or a redirect to a confirmation.

const { messages } = applicationForm;

let context: BrowserContext;
const site = siteInChromium('ngs-no-script-e2e');

beforeEach(async () => {
  await context?.close();
  context = await site.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.origin + path);
  return page;
}

/** Submits with the button and waits for the page the server answers with. */
async function submitAndLand(page: Page, buttonName: string) {
  const [response] = await Promise.all([
    page.waitForNavigation(),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  return response;
}

const summaryMessages = (page: Page) => page.getByRole('alert').getByRole('link').allTextContents();

describe('contact form without JavaScript', () => {
  it('should answer an empty send with the page again: the exact messages, the summary focused', async () => {
    const page = await open('/contact');
    const response = await submitAndLand(page, contactPage.form.submitLabel);
    expect(response?.status()).toBe(422);
    expect(new URL(page.url()).pathname).toBe('/contact');
    expect(await summaryMessages(page)).toEqual([
      contactPage.messages.nameRequired,
      contactPage.messages.emailRequired,
      contactPage.messages.messageRequired,
    ]);
    expect(await errorUnder(page, 'contact-name')).toBe(contactPage.messages.nameRequired);
    expect(await errorUnder(page, 'contact-email')).toBe(contactPage.messages.emailRequired);
    expect(await errorUnder(page, 'contact-message')).toBe(contactPage.messages.messageRequired);
    // The summary has focus, as GOV.UK's does, so the visitor starts there.
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(
      contactPage.messages.nameRequired,
    );
    await page.close();
  });

  it('should keep every value it was sent, and say which one is wrong', async () => {
    const page = await open('/contact');
    await fillContact(page);
    await page.locator('#contact-email').fill('grace@example');
    const response = await submitAndLand(page, contactPage.form.submitLabel);
    expect(response?.status()).toBe(422);
    expect(await errorUnder(page, 'contact-email')).toBe(contactPage.messages.emailInvalid);
    expect(await errorUnder(page, 'contact-name')).toBeNull();
    expect(await page.locator('#contact-name').inputValue()).toBe(message.name);
    expect(await page.locator('#contact-email').inputValue()).toBe('grace@example');
    expect(await page.locator('#contact-subject').inputValue()).toBe(message.subject);
    expect(await page.locator('#contact-message').inputValue()).toBe(message.message);
    await page.close();
  });

  it('should store a valid message and redirect to a page that confirms it (post/redirect/get)', async () => {
    const page = await open('/contact');
    await fillContact(page);
    await submitAndLand(page, contactPage.form.submitLabel);
    expect(new URL(page.url()).pathname).toBe('/contact/sent');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      contactPage.toasts.success,
    );
    // Reloading the confirmation sends nothing again: it was reached by GET.
    const reloaded = await page.reload();
    expect(reloaded?.request().method()).toBe('GET');
    await page.close();
  });
});

describe('application form without JavaScript', () => {
  it('should list every dial code with India (+91) chosen, in the prerendered page', async () => {
    const page = await open('/apply');
    const select = page.locator('#application-countryCode');
    expect(await select.locator('option:not([value=""])').count()).toBe(dialCodeOptions().length);
    expect(await select.inputValue()).toBe('IN');
    expect(await select.locator('option:checked').textContent()).toBe('India (+91)');
    await page.close();
  });

  it('should show Internship chosen for ?type=internship, and Job for ?type=job', async () => {
    const internship = await open('/apply?type=internship');
    expect(await internship.getByRole('radio', { name: 'Internship' }).isChecked()).toBe(true);
    const job = await open('/apply?type=job');
    expect(await job.getByRole('radio', { name: 'Job' }).isChecked()).toBe(true);
    await Promise.all([internship.close(), job.close()]);
  });

  it('should answer an empty submit with every message of the validation table', async () => {
    const page = await open('/apply');
    const response = await submitAndLand(page, applicationForm.submitLabel);
    expect(response?.status()).toBe(422);
    expect(await summaryMessages(page)).toEqual([
      messages.resumeRequired,
      messages.emailRequired,
      messages.passwordRequired,
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.phoneRequired,
      messages.selectionRequired,
      messages.selectionRequired,
      messages.selectionRequired,
      messages.selectionRequired,
      messages.selectionRequired,
      messages.selectionRequired,
    ]);
    expect(await errorUnder(page, 'application-password')).toBe(messages.passwordRequired);
    await page.close();
  });

  it('should keep every value but the password and the files, and refuse a file by its content', async () => {
    const page = await open('/apply?type=internship');
    await fillApplication(page, {
      name: 'resume.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ\x90\x00not a resume'),
    });
    const response = await submitAndLand(page, applicationForm.submitLabel);
    expect(response?.status()).toBe(422);
    expect(await errorUnder(page, 'application-resume')).toBe(fileMessages.type);
    expect(await page.getByRole('radio', { name: 'Internship' }).isChecked()).toBe(true);
    expect(await page.locator('#application-email').inputValue()).toBe(applicant.email);
    expect(await page.locator('#application-legalLastName').inputValue()).toBe(
      applicant.legalLastName,
    );
    expect(await page.locator('#application-password').inputValue()).toBe('');
    expect(
      await group(page, applicationForm.fields.relocate.label).getByLabel('Yes').isChecked(),
    ).toBe(true);
    expect(await page.getByLabel(applicationForm.fields.checkBoxagreement.label).isChecked()).toBe(
      true,
    );
    expect(
      await page
        .locator('#application-resume')
        .evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(0);
    await page.close();
  });

  it('should store a valid application and redirect to a page that confirms it', async () => {
    const page = await open('/apply?type=internship');
    await fillApplication(page, pdf);
    await submitAndLand(page, applicationForm.submitLabel);
    expect(new URL(page.url()).pathname).toBe('/apply/sent');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      applicationForm.toasts.success,
    );
    await page.close();
  });
});
