import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { candidateArea } from '@ngs/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations, violationsOfHtml } from '../src/testing/axe';
import { applicant, sendApplication } from '../src/testing/formAnswers';
import { siteInChromium, waitForHydration, watchConsole } from '../src/testing/harness';
import { signedInPages } from '../src/testing/signedInPages';

// The candidate's page end to end: applications sent to the real server, then the applicant
// signs in with an application's password (which opens that application only) or with a link
// sent to the address (which opens every one), withdraws one and deletes their data (D31, D33).

const site = siteInChromium('ngs-e2e-candidate');
const secondPassword = 'Second#Try2026';
const ids = { job: '', internship: '', someoneElse: '' };

const { newContext, open, signIn } = signedInPages(site);

/** The candidate page in a browser profile of its own, signed in with the internship's password. */
async function signedInAsApplicant(javaScriptEnabled: boolean) {
  const context = await newContext(javaScriptEnabled);
  const page = await open(context, '/candidate', false);
  await signIn(page, applicant.email, secondPassword);
  return { context, page };
}

/** The e-mails the server wrote as .eml files (no SMTP_URL): their raw text. */
async function mailTo(address: string): Promise<string[]> {
  const folder = join(site.dataDir, 'mail');
  const files = await readdir(folder).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(join(folder, file), 'utf8')));
  return texts.filter((text) => text.toLowerCase().includes(`to: ${address.toLowerCase()}`));
}

beforeAll(async () => {
  ids.job = await sendApplication(site.origin, { applicationType: 'job' });
  ids.internship = await sendApplication(site.origin, {
    applicationType: 'internship',
    email: applicant.email.toUpperCase(),
    password: secondPassword,
  });
  ids.someoneElse = await sendApplication(site.origin, {
    email: 'someone.else@example.com',
    legalFirstName: 'Ada',
    legalLastName: 'Lovelace',
  });
});

describe('the candidate page', () => {
  it('should be linked from the careers page', async () => {
    const html = await (await fetch(`${site.origin}/career`)).text();
    expect(html).toContain(`href="${candidateArea.careersLink.href}"`);
    expect(html).toContain(candidateArea.careersLink.text);
  });

  it('should send every address to the sign-in without a session, leaking nothing', async () => {
    for (const path of ['/candidate', '/candidate/', '/candidate?withdrawn']) {
      const response = await fetch(site.origin + path, { redirect: 'manual' });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location'), path).toBe('/candidate/sign-in');
    }
    const post = await fetch(`${site.origin}/candidate`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=delete&confirm=yes',
    });
    expect(post.status).toBe(303);
    const signInPage = await (await fetch(`${site.origin}/candidate/sign-in`)).text();
    expect(signInPage).not.toContain(applicant.email);
  });

  it('should refuse a wrong password, and open with a password only the application it was chosen for', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const problems = await watchConsole(page);
    await page.goto(`${site.origin}/candidate`);
    expect(new URL(page.url()).pathname).toBe('/candidate/sign-in');
    await waitForHydration(page);
    expect(await violations(page)).toEqual([]);

    await signIn(page, applicant.email, 'Not#TheRightOne1');
    expect(await page.getByRole('alert').textContent()).toContain(candidateArea.signIn.refused);
    expect(await page.getByLabel(candidateArea.signIn.email, { exact: true }).inputValue()).toBe(
      applicant.email,
    );

    // The second application's password, with the address in another case, opens it alone.
    await signIn(page, applicant.email.toUpperCase(), secondPassword);
    expect(new URL(page.url()).pathname).toBe('/candidate');
    await waitForHydration(page);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.filter((text) => /application,/.test(text))).toEqual([
      expect.stringMatching(/^Internship application/),
    ]);
    expect(await page.getByText(candidateArea.scope.applications).isVisible()).toBe(true);
    expect(await page.content()).not.toContain(ids.job);
    expect(await page.content()).not.toContain('Lovelace');
    expect(await violations(page)).toEqual([]);
    expect(problems.filter((line) => !line.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('should withdraw one application, after a confirmation, and tell the applicant by e-mail', async () => {
    const { context, page } = await signedInAsApplicant(true);
    const card = page.getByRole('article', { name: /^Internship application/ });
    // D34: the button asks in a modal dialog, whose form withdraws it.
    await card.getByRole('button', { name: candidateArea.withdraw.button }).click();
    const dialog = page.getByRole('dialog', { name: candidateArea.withdraw.dialogTitle });
    expect(await dialog.textContent()).toContain(candidateArea.withdraw.explain);
    await dialog.getByLabel(candidateArea.withdraw.confirm).check();
    await dialog.getByRole('button', { name: candidateArea.withdraw.submit }).click();
    await page.waitForURL(/\?withdrawn/);
    expect(await page.getByRole('status').textContent()).toBe(candidateArea.withdraw.done);
    const withdrawn = page.getByRole('article', { name: /^Internship application/ });
    expect(await withdrawn.getByText(candidateArea.statuses.withdrawn).isVisible()).toBe(true);
    expect(await withdrawn.getByRole('button').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await expect
      .poll(async () => (await mailTo(applicant.email)).some((text) => /Withdrawn/.test(text)), {
        timeout: 10_000,
      })
      .toBe(true);
    await context.close();
  });

  it('should refuse to delete without the box ticked, keeping everything', async () => {
    // Without script, so nothing redraws the box between the test's edit and the click.
    const { context, page } = await signedInAsApplicant(false);
    // The dialog that asks opens from HTML alone.
    await page.getByRole('button', { name: candidateArea.deleteAll.button }).click();
    const dialog = page.getByRole('dialog', { name: candidateArea.deleteAll.dialogTitle });
    // A browser that ignores `required`: the server still asks for the confirmation.
    await dialog.getByLabel(candidateArea.deleteAll.confirm).evaluate((box) => {
      box.removeAttribute('required');
    });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      dialog.getByRole('button', { name: candidateArea.deleteAll.submit }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await page.waitForLoadState('load');
    expect(await page.getByRole('alert').textContent()).toContain(
      candidateArea.deleteAll.notConfirmed,
    );
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await violationsOfHtml(site.browser, page.url(), await page.content())).toEqual([]);
    await context.close();
  });

  it('should delete everything without script, sign the candidate out and confirm by e-mail', async () => {
    const { context, page } = await signedInAsApplicant(false);
    await page.getByRole('button', { name: candidateArea.deleteAll.button }).click();
    const dialog = page.getByRole('dialog', { name: candidateArea.deleteAll.dialogTitle });
    await dialog.getByLabel(candidateArea.deleteAll.confirm).check();
    await dialog.getByRole('button', { name: candidateArea.deleteAll.submit }).click();
    await page.waitForURL(/\/candidate\/sign-in\?deleted/);
    expect(await page.getByRole('status').textContent()).toBe(candidateArea.signIn.deleted);
    expect(await violationsOfHtml(site.browser, page.url(), await page.content())).toEqual([]);

    // Gone: its password opens nothing. What it did not open is untouched: the job application,
    // sent from the same address with another password, and another applicant's.
    await signIn(page, applicant.email, secondPassword);
    expect(await page.getByRole('alert').textContent()).toContain(candidateArea.signIn.refused);
    await signIn(page, applicant.email, applicant.password);
    expect(await page.getByRole('article', { name: /^Job application/ }).count()).toBe(1);
    await page.getByRole('button', { name: candidateArea.signOut }).click();
    await page.waitForLoadState('load');
    await signIn(page, 'someone.else@example.com', applicant.password);
    expect(new URL(page.url()).pathname).toBe('/candidate');
    expect(await page.getByRole('article').count()).toBe(1);
    await expect
      .poll(async () => (await mailTo(applicant.email)).some((text) => /deleted/i.test(text)), {
        timeout: 10_000,
      })
      .toBe(true);
    await context.close();
  });
});

describe('the sign-in link (D31)', () => {
  it('should answer alike for any address, and open every application of the address once', async () => {
    const context = await newContext();
    const page = await open(context, '/candidate/sign-in');
    const askFor = async (email: string) => {
      await page.goto(`${site.origin}/candidate/sign-in`);
      await page.getByLabel(candidateArea.link.email).fill(email);
      await page.getByRole('button', { name: candidateArea.link.submit }).click();
      await page.waitForLoadState('load');
      return page.getByRole('status').textContent();
    };
    expect(await askFor('nobody.at.all@example.com')).toBe(
      candidateArea.link.sent('nobody.at.all@example.com'),
    );
    expect(await askFor(applicant.email)).toBe(candidateArea.link.sent(applicant.email));
    expect(await violations(page)).toEqual([]);

    let link = '';
    await expect
      .poll(
        async () => {
          const mail = (await mailTo(applicant.email)).join('\n').replace(/=\r?\n/g, '');
          link = /\/candidate\/link\?token=(?:3D)?([\w-]+)/.exec(mail)?.[1] ?? '';
          return link;
        },
        { timeout: 10_000 },
      )
      .not.toBe('');
    // Opening the link signs nobody in: a button does, so a mail scanner uses nothing up.
    await page.goto(`${site.origin}/candidate/link?token=${link}`);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: candidateArea.link.openSubmit }).click();
    await page.waitForURL(/\/candidate$/);
    expect(await page.getByText(candidateArea.scope.address).isVisible()).toBe(true);
    expect(await page.content()).not.toContain('Lovelace');
    expect(await violations(page)).toEqual([]);

    await page.goto(`${site.origin}/candidate/link?token=${link}`);
    expect(await page.getByRole('alert').textContent()).toContain(candidateArea.link.invalid);
    await context.close();
  });
});
