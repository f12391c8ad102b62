import { openingTexts, staffArea } from '@ngs/content';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations, violationsOfHtml } from '../src/testing/axe';
import { applicant, message, pdf, sendApplication, sendContact } from '../src/testing/formAnswers';
import { answerTo, siteInChromium, waitForHydration, watchConsole } from '../src/testing/harness';
import { authenticatorApp, signedInPages } from '../src/testing/signedInPages';

// The staff inbox end to end: the real server with its own database, the real staff command,
// Chromium with and without script, axe on every screen and state.

const site = siteInChromium('ngs-e2e-staff');
const staffEmail = 'hr@example.com';
const staffPassword = 'Harbour lights over the bay';
const applicantName = `${applicant.legalFirstName} ${applicant.legalMiddleName} ${applicant.legalLastName}`;

const ids = { application: '', contact: '' };
let setPasswordLink = '';
/** The member's phone, once it has read the set-password page, and their recovery codes. */
let app: ReturnType<typeof authenticatorApp> | undefined;
let recoveryCodes: string[] = [];

const { staff, newContext, open, signIn: signInAs } = signedInPages(site);
/** The staff sign-in with the app's next code, or a recovery code once the app has none left. */
const signIn = (page: Page, password = staffPassword) => {
  let code: string;
  try {
    code = app!.nextCode();
  } catch {
    code = recoveryCodes.shift() ?? '';
  }
  return signInAs(page, staffEmail, password, code);
};

beforeAll(async () => {
  ids.application = await sendApplication(site.origin);
  ids.contact = await sendContact(site.origin);
  const printed = await staff('user', 'add', staffEmail);
  setPasswordLink = /https?:\/\/\S+/.exec(printed)?.[0] ?? '';
});

describe('the staff area without a session', () => {
  it('should send every screen to the sign-in and answer every API call 401, leaking nothing', async () => {
    const screens = [
      '/staff',
      '/staff?view=contacts&q=Hopper',
      `/staff/applications/${ids.application}`,
      `/staff/contacts/${ids.contact}`,
    ];
    for (const path of screens) {
      const response = await fetch(site.origin + path, { redirect: 'manual' });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location'), path).toBe(
        `/staff/sign-in?next=${encodeURIComponent(path)}`,
      );
      expect(await response.text(), path).toBe('');
    }
    const api = [
      '/staff/api/applications',
      '/staff/api/contacts',
      `/staff/api/applications/${ids.application}`,
      `/staff/api/applications/${ids.application}/files/resume`,
      `/staff/api/contacts/${ids.contact}`,
      '/staff/api/export/applications.csv',
      '/staff/api/export/contacts.csv',
    ];
    for (const path of api) {
      const response = await fetch(site.origin + path, { redirect: 'manual' });
      expect(response.status, path).toBe(401);
      const body = await response.text();
      expect(body, path).not.toContain(applicant.email);
      expect(body, path).not.toContain(applicant.legalLastName);
    }
    const posts = [
      `/staff/applications/${ids.application}`,
      `/staff/contacts/${ids.contact}`,
      '/staff/sign-out',
    ];
    for (const path of posts) {
      const response = await fetch(site.origin + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'intent=status&status=offer&text=hello',
      });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location'), path).toMatch(/^\/staff\/sign-in/);
    }
  });

  it('should keep the staff screens out of the sitemap and away from search engines', async () => {
    const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
    expect(sitemap).not.toMatch(/\/staff|\/candidate/);
    const page = await fetch(`${site.origin}/staff/sign-in`);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the staff area, signed in', () => {
  let context: BrowserContext;
  let problems: string[] = [];

  beforeAll(async () => {
    context = await newContext();
  });

  it('should set the password and enrol the authenticator app from the one-time link, once', async () => {
    expect(setPasswordLink).toContain('/staff/set-password?token=');
    const page = await context.newPage();
    problems = await watchConsole(page);
    await page.goto(setPasswordLink);
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
    const qrCode = page.getByRole('img', { name: staffArea.setPassword.qrAlt });
    expect(await qrCode.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
    const appLink = page.getByRole('link', { name: staffArea.setPassword.openInApp });
    app = authenticatorApp((await appLink.getAttribute('href')) ?? '');

    // A short password is refused with the rule, and nothing typed but it is lost.
    await page.getByLabel(staffArea.setPassword.password).fill('Harbour#42');
    await page.getByLabel(staffArea.setPassword.code).fill(app.nextCode());
    await page.getByRole('button', { name: staffArea.setPassword.submit }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain(staffArea.setPassword.errors['too-short']);
    expect(await violations(page)).toEqual([]);

    await page.getByLabel(staffArea.setPassword.password).fill(staffPassword);
    await page.getByLabel(staffArea.setPassword.code).fill(app.nextCode());
    await page.getByRole('button', { name: staffArea.setPassword.submit }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(staffArea.setPassword.done);
    recoveryCodes = await page.getByRole('listitem').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    expect(await violations(page)).toEqual([]);

    await page.goto(setPasswordLink);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      staffArea.setPassword.invalidTitle,
    );
    expect(await page.getByRole('alert').textContent()).toContain('has been used');
    expect(await page.getByLabel(staffArea.setPassword.password).count()).toBe(0);
    await page.close();
  });

  it('should refuse a wrong password with the email kept, then sign in and list the inbox', async () => {
    const page = await open(context, '/staff');
    expect(new URL(page.url()).pathname).toBe('/staff/sign-in');
    expect(await violations(page)).toEqual([]);
    await signIn(page, 'not-the-password');
    expect(await page.getByRole('alert').textContent()).toContain(staffArea.signIn.refused);
    expect(await page.getByLabel(staffArea.signIn.email).inputValue()).toBe(staffEmail);
    expect(await violations(page)).toEqual([]);

    await signIn(page);
    expect(new URL(page.url()).pathname).toBe('/staff');
    const table = page.getByRole('table', { name: /Applications: 1 result/ });
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.getByRole('rowheader').textContent()).toBe(applicantName);
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);
    // The refused set-password link and the wrong password were answered 400 and 401.
    expect(problems.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
  });

  it('should search and filter, keeping the query in the address', async () => {
    const page = await open(context, '/staff');
    await page.getByLabel(staffArea.inbox.filters.search).fill('hopper');
    await page.getByRole('button', { name: staffArea.inbox.filters.apply }).click();
    await page.waitForURL(/q=hopper/);
    expect(await page.getByRole('rowheader').count()).toBe(1);

    await page.getByLabel(staffArea.inbox.filters.status).selectOption('offer');
    await page.getByRole('button', { name: staffArea.inbox.filters.apply }).click();
    await page.waitForURL(/status=offer/);
    expect(await page.getByRole('cell', { name: staffArea.inbox.empty }).isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);

    await page.getByRole('link', { name: staffArea.inbox.views.contacts }).click();
    await page.waitForURL(/view=contacts/);
    const contacts = page.getByRole('table', { name: /Contact messages: 1 result/ });
    expect(await contacts.getByRole('rowheader').textContent()).toBe(message.name);
    expect(await violations(page)).toEqual([]);
    await contacts.getByRole('link', { name: message.name }).click();
    await page.waitForURL(new RegExp(`/staff/contacts/${ids.contact}$`));
    expect(await page.getByText(message.message).isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('should open an application, download its file, move its status and add a note', async () => {
    const page = await open(context, '/staff');
    await page.getByRole('link', { name: applicantName }).click();
    await page.waitForURL(new RegExp(`/staff/applications/${ids.application}$`));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      staffArea.detail.applicationTitle(applicantName),
    );
    expect(await violations(page)).toEqual([]);

    // Named for the applicant and the type found in the file, never as the visitor named it.
    const resumeName = `${applicantName.replaceAll(' ', '-')}-resume.pdf`;
    expect(await page.getByText(staffArea.detail.sentAs(pdf.name)).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: staffArea.detail.download(resumeName) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(resumeName);

    await page.getByLabel(staffArea.detail.status.label).selectOption('interview');
    await page.getByRole('button', { name: staffArea.detail.status.submit }).click();
    await page.waitForURL(/saved=status/);
    expect(await page.getByRole('status').textContent()).toBe(staffArea.detail.status.saved);
    expect(await page.getByLabel(staffArea.detail.status.label).inputValue()).toBe('interview');
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: staffArea.detail.notes.submit }).click();
    // The browser's own check stops an empty note before it is sent.
    expect(page.url()).toMatch(/saved=status/);
    await page.getByLabel(staffArea.detail.notes.label).fill('Strong compiler background.');
    await page.getByRole('button', { name: staffArea.detail.notes.submit }).click();
    await page.waitForURL(/saved=note/);
    expect(await page.getByText('Strong compiler background.').isVisible()).toBe(true);
    expect(await page.getByText(new RegExp(`^${staffEmail}, `)).count()).toBe(1);
    expect(await violations(page)).toEqual([]);
  });

  it('should refuse a note of blanks from a form without the browser check, keeping what was typed', async () => {
    // The same session without script, so nothing redraws the field between the edit and the click.
    const plain = await newContext(false);
    await plain.addCookies(await context.cookies());
    const page = await open(plain, `/staff/contacts/${ids.contact}`, false);
    await page.evaluate(() => document.querySelector('textarea')?.removeAttribute('required'));
    await page.getByLabel(staffArea.detail.notes.label).fill('   ');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: staffArea.detail.notes.submit }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await page.waitForLoadState('load');
    expect(await page.getByText(staffArea.detail.notes.empty).isVisible()).toBe(true);
    expect(await page.getByLabel(staffArea.detail.notes.label).inputValue()).toBe('   ');
    expect(await violationsOfHtml(site.browser, page.url(), await page.content())).toEqual([]);
    await plain.close();
  });

  it('should write an opening, preview its description and publish it, axe clean at each step', async () => {
    const page = await open(context, '/staff/openings');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      staffArea.openings.title,
    );
    expect(await violations(page)).toEqual([]);
    await answerTo(page, () => page.getByRole('link', { name: staffArea.openings.create }).click());
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);

    // Sent empty: each mistake is listed and shown at its field, and axe is clean in that state.
    await answerTo(page, () =>
      page.getByRole('button', { name: staffArea.opening.saveNew }).click(),
    );
    await expect
      .poll(() => page.getByText(openingTexts.messages.locationsRequired).count())
      .toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);

    const fields = openingTexts.fields;
    await page.getByLabel(fields.title, { exact: true }).fill('QA engineer');
    await page.getByLabel(fields.team, { exact: true }).fill('Software Development');
    await page.getByLabel(openingTexts.locations.remote, { exact: true }).check();
    await page
      .getByLabel(fields.description, { exact: true })
      .fill('# Responsibilities\n\nTest **everything** we ship.');
    await page.getByLabel(fields.closesOn, { exact: true }).fill('2099-12-31');
    await answerTo(page, () =>
      page.getByRole('button', { name: staffArea.opening.previewButton }).click(),
    );
    expect(await page.getByRole('heading', { level: 3, name: 'Responsibilities' }).count()).toBe(1);
    // The preview kept everything typed.
    expect(await page.getByLabel(fields.title, { exact: true }).inputValue()).toBe('QA engineer');

    await answerTo(page, () =>
      page.getByRole('button', { name: staffArea.opening.saveNew }).click(),
    );
    expect(new URL(page.url()).search).toBe('?saved=created');
    expect(await page.getByRole('status').textContent()).toBe(staffArea.opening.saved.created);
    await answerTo(page, () =>
      page.getByRole('button', { name: staffArea.opening.publish }).click(),
    );
    expect(await page.getByRole('status').textContent()).toBe(staffArea.opening.saved.published);
    expect(await page.getByRole('button', { name: staffArea.opening.close }).count()).toBe(1);
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);

    // Another member saves first: this save is refused with what was typed kept, and theirs
    // shown beside it.
    const other = await open(context, new URL(page.url()).pathname);
    await other.getByLabel(fields.title, { exact: true }).fill('QA lead');
    await answerTo(other, () =>
      other.getByRole('button', { name: staffArea.opening.save }).click(),
    );
    await other.close();
    await page.getByLabel(fields.title, { exact: true }).fill('QA engineer (mobile)');
    await answerTo(page, () => page.getByRole('button', { name: staffArea.opening.save }).click());
    expect(await page.getByLabel(fields.title, { exact: true }).inputValue()).toBe(
      'QA engineer (mobile)',
    );
    expect(
      await page.getByRole('region', { name: staffArea.opening.savedNow.title }).textContent(),
    ).toContain('QA lead');
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('should export the same CSV as the staff command', async () => {
    const page = await open(context, '/staff');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: staffArea.inbox.export.applications }).click(),
    ]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const csv = await readFile(path, 'utf8');
    expect(csv).toContain(applicant.email);
    expect(csv.split('\n')[0]).toBe(
      (await staff('export', 'applications', '--format', 'csv')).split('\n')[0],
    );
  });

  it("should show the member's sessions and end the others after asking for the password", async () => {
    const page = await open(context, '/staff');
    await page.getByRole('link', { name: staffArea.accountLink }).click();
    await page.waitForURL(/\/staff\/account$/);
    expect(await page.getByText(staffArea.account.sessions.current).count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    const sessions = page.getByRole('region', { name: staffArea.account.sessions.title });
    await sessions.getByLabel(staffArea.account.password.current).fill('not the password');
    await sessions.getByRole('button', { name: staffArea.account.sessions.endOthers }).click();
    await page.waitForLoadState('load');
    expect(await page.getByRole('alert').textContent()).toContain(staffArea.account.wrongPassword);
    expect(await violations(page)).toEqual([]);
    await page
      .getByRole('region', { name: staffArea.account.sessions.title })
      .getByLabel(staffArea.account.password.current)
      .fill(staffPassword);
    await page.getByRole('button', { name: staffArea.account.sessions.endOthers }).click();
    await page.waitForURL(/saved=sessions/);
    expect(await page.getByRole('status').textContent()).toBe(staffArea.account.sessions.saved);
  });

  it('should sign out, after which the inbox needs a sign-in again', async () => {
    const page = await open(context, '/staff');
    await page.getByRole('button', { name: staffArea.signOut }).click();
    await page.waitForURL(/\/staff\/sign-in\?signed-out/);
    expect(await page.getByRole('status').textContent()).toBe(staffArea.signedOut);
    expect(await violations(page)).toEqual([]);
    await page.goto(`${site.origin}/staff`);
    expect(new URL(page.url()).pathname).toBe('/staff/sign-in');

    // A recovery code in place of the app's, pasted as the set-password page showed it.
    const recoveryCode = recoveryCodes.shift() ?? '';
    expect(recoveryCode).toMatch(/^[a-z2-7]{6}(-[a-z2-7]{6}){3}$/);
    await signInAs(page, staffEmail, staffPassword, recoveryCode);
    expect(new URL(page.url()).pathname).toBe('/staff');
  });
});

describe('the staff area from the keyboard', () => {
  it('should skip to the form, sign in with Enter and reach the first record by Tab', async () => {
    const context = await newContext();
    const page = await open(context, '/staff/sign-in');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Skip to main content',
    );
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await page.keyboard.type(staffEmail);
    await page.keyboard.press('Tab');
    await page.keyboard.type(staffPassword);
    await page.keyboard.press('Tab');
    await page.keyboard.type(recoveryCodes.shift() ?? '');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/staff$/);
    // Banner, tabs, filters (search, status, type, opening), then the table's first link.
    for (let press = 0; press < 20; press += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === applicantName) break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(applicantName);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/staff\/applications\//);
    await context.close();
  });
});

describe('the staff area without JavaScript', () => {
  it('should sign in, filter and move a status with plain forms', async () => {
    const context = await newContext(false);
    const page = await open(context, '/staff', false);
    await signIn(page);
    expect(new URL(page.url()).pathname).toBe('/staff');
    await page.getByLabel(staffArea.inbox.filters.type).selectOption('job');
    await page.getByRole('button', { name: staffArea.inbox.filters.apply }).click();
    await page.waitForURL(/type=job/);
    await page.getByRole('link', { name: applicantName }).click();
    await page.getByLabel(staffArea.detail.status.label).selectOption('offer');
    await page.getByRole('button', { name: staffArea.detail.status.submit }).click();
    await page.waitForURL(/saved=status/);
    expect(await page.getByLabel(staffArea.detail.status.label).inputValue()).toBe('offer');
    await context.close();
  });
});
