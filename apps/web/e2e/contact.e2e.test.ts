import { contactPage } from '@ngs/content';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorUnder, fillContact, message } from '../src/testing/formAnswers';
import { siteInChromium } from '../src/testing/harness';
import {
  failNextPost,
  focusedId,
  isPost,
  pageOpener,
  tabTo,
  toastIn,
} from '../src/testing/formPages';

// The contact form end to end, in Chromium, against the production server with its form API.
// Sending posts to the real endpoint and expects 201. A server that fails on demand does not
// exist, so the 500 failure path answers through `page.route` in the browser.

const contact = contactPage.form.fields;

// Its own database, and a rate limit the suite's submissions cannot reach.
const site = siteInChromium('ngs-contact-e2e');
const open = pageOpener(site);

async function contactValues(page: Page) {
  return page.evaluate(() =>
    ['name', 'email', 'phone', 'subject', 'message'].map(
      (field) => (document.getElementById(`contact-${field}`) as HTMLInputElement).value,
    ),
  );
}

describe('contact form', () => {
  it('should show the D12 messages and a focused summary on an empty send, posting nothing', async () => {
    const { page, problems } = await open('/contact');
    let posted = 0;
    page.on('request', (request) => void (request.method() === 'POST' && (posted += 1)));
    await page.getByRole('button', { name: contactPage.form.submitLabel }).click();

    const summary = page.getByRole('alert').filter({ hasText: contactPage.messages.nameRequired });
    await expect.poll(() => summary.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain(contactPage.messages.messageRequired);
    expect(await errorUnder(page, 'contact-name')).toBe(contactPage.messages.nameRequired);
    expect(await errorUnder(page, 'contact-email')).toBe(contactPage.messages.emailRequired);
    expect(await errorUnder(page, 'contact-message')).toBe(contactPage.messages.messageRequired);

    await page.getByLabel(contact.email.label, { exact: true }).fill('grace@example');
    await expect
      .poll(() => errorUnder(page, 'contact-email'))
      .toBe(contactPage.messages.emailInvalid);
    await page.getByLabel(contact.email.label, { exact: true }).fill(message.email);
    await expect.poll(() => errorUnder(page, 'contact-email')).toBeNull();

    await summary.getByRole('link', { name: contactPage.messages.nameRequired }).click();
    expect(await focusedId(page)).toBe('contact-name');
    expect(posted).toBe(0);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('[real backend: POST /contact → 201] should send, clear the fields and toast for 1500 ms', async () => {
    const { page, problems } = await open('/contact');
    await fillContact(page);
    const [response] = await Promise.all([
      page.waitForResponse(isPost('/contact')),
      page.getByRole('button', { name: contactPage.form.submitLabel }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().headers()['content-type']).toBe('application/json');
    expect(response.request().postDataJSON()).toEqual({ ...message, website: '' });

    const toast = toastIn(page, contactPage.toasts.success);
    await expect.poll(() => toast.isVisible()).toBe(true);
    await expect.poll(() => contactValues(page)).toEqual(['', '', '', '', '']);
    // 1500 ms, not the 5000 ms of other toasts.
    await expect.poll(() => toast.count(), { timeout: 4000 }).toBe(0);
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('[browser-answered 500] should keep every field and show the failure toast', async () => {
    const { page, problems } = await open('/contact');
    await failNextPost(page, '/contact');
    await fillContact(page);
    await page.getByRole('button', { name: contactPage.form.submitLabel }).click();

    await expect.poll(() => toastIn(page, contactPage.toasts.failure).isVisible()).toBe(true);
    expect(await contactValues(page)).toEqual(Object.values(message));
    expect(await page.getByRole('button', { name: contactPage.form.submitLabel }).isEnabled()).toBe(
      true,
    );
    expect(problems()).toEqual([]);
    await page.close();
  });

  it('[real backend: POST /contact → 201] should be filled in and sent with the keyboard alone', async () => {
    const { page, problems } = await open('/contact');
    await tabTo(page, 'contact-name', 80);
    await page.keyboard.type(message.name);
    for (const field of ['email', 'phone', 'subject', 'message'] as const) {
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe(`contact-${field}`);
      await page.keyboard.type(message[field]);
    }
    // The honeypot is out of the tab order: the next stop is Send.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      contactPage.form.submitLabel,
    );
    const [response] = await Promise.all([
      page.waitForResponse(isPost('/contact')),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(201);
    await expect.poll(() => toastIn(page, contactPage.toasts.success).isVisible()).toBe(true);
    await expect.poll(() => contactValues(page)).toEqual(['', '', '', '', '']);
    expect(problems()).toEqual([]);
    await page.close();
  });
});
