import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { staffArea } from '@ngs/content';
import * as OTPAuth from 'otpauth';
import type { BrowserContext, Page } from 'playwright-core';
import { answerTo, waitForHydration, type SiteInChromium } from './harness';

// What the staff and candidate suites do to the signed-in screens: open them with or without
// script, sign in, and run the staff command against the suite's own data.

const staffCommand = join(import.meta.dirname, '..', '..', '..', 'server', 'scripts', 'staff.mjs');

export function signedInPages(site: SiteInChromium) {
  return {
    /** `pnpm staff …` on the suite's database: its output. */
    async staff(...args: string[]): Promise<string> {
      const { stdout } = await promisify(execFile)(process.execPath, [staffCommand, ...args], {
        env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: '', SITE_URL: site.origin },
      });
      return stdout;
    },

    /** A browser profile of its own; axe is injected, which the site's CSP would refuse. */
    newContext(javaScriptEnabled = true): Promise<BrowserContext> {
      return site.browser.newContext({
        viewport: { width: 1280, height: 900 },
        bypassCSP: true,
        javaScriptEnabled,
      });
    },

    async open(context: BrowserContext, path: string, hydrate = true): Promise<Page> {
      const page = await context.newPage();
      await page.goto(site.origin + path);
      if (hydrate) await waitForHydration(page);
      return page;
    },

    /**
     * Fills and sends the sign-in form shown (both areas share its words); the staff form's
     * authentication code too, when given.
     */
    async signIn(page: Page, email: string, password: string, code?: string) {
      await page.getByLabel(staffArea.signIn.email, { exact: true }).fill(email);
      await page.getByLabel(staffArea.signIn.password, { exact: true }).fill(password);
      if (code !== undefined) {
        await page.getByLabel(staffArea.signIn.code, { exact: true }).fill(code);
      }
      await answerTo(page, () =>
        page.getByRole('button', { name: staffArea.signIn.submit }).click(),
      );
    },
  };
}

/**
 * The staff member's phone: an authenticator app (a TOTP implementation other than the server's)
 * that read the set-password page's `otpauth:` address. Each code works once, so it hands out the
 * code of the next step not yet used, within the step before and after now.
 */
export function authenticatorApp(otpauthUri: string) {
  const totp = OTPAuth.URI.parse(otpauthUri) as OTPAuth.TOTP;
  const stepNow = () => Math.floor(Date.now() / 1000 / totp.period);
  let lastStep = stepNow() - 2;
  return {
    nextCode(): string {
      const step = Math.max(stepNow() - 1, lastStep + 1);
      if (step > stepNow() + 1)
        throw new Error('three codes used within a minute: wait for the next');
      lastStep = step;
      return totp.generate({ timestamp: step * totp.period * 1000 });
    },
  };
}
