import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { plainText } from '../src/testing/files';
import {
  filesUnder,
  postgresUrl,
  serverForSuite,
  staff,
  startServer,
} from '../src/testing/harness';
import { applicationFields, postApplication, upload } from '../src/testing/payloads';
import {
  authenticatorApp,
  csrfIn,
  getPage,
  postForm,
  staffMember,
  staffPassword,
  staffSignIn,
  together,
  webDist,
} from '../src/testing/signedIn';

// The staff area tried as an attacker would (issue 28): guesses sent at once, addresses probed,
// a member kept out by a stranger, accounts that outlive their reset, files that run.

const staffApi = (origin: string, path: string, cookie: string | null, init: RequestInit = {}) =>
  fetch(`${origin}/staff/api${path}`, {
    ...init,
    headers: { Origin: origin, ...(cookie ? { Cookie: cookie } : {}), ...(init.headers ?? {}) },
  });

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(
    `the staff area on ${kind}, attacked`,
    () => {
      const suite = serverForSuite(kind, {
        SITE_DIST: webDist,
        STAFF_SIGN_INS_PER_MINUTE: '1000',
      });
      const signedInMember = async (email: string) => {
        const made = await staffMember(suite.server, suite.backend.env, email);
        const signedIn = await staffSignIn(suite.server, made);
        expect(signedIn.status, 'sign-in').toBe(303);
        return { ...made, cookie: signedIn.cookie! };
      };

      it('should check at most five of 20 wrong passwords sent at once, then refuse the right one', async () => {
        const member = await staffMember(suite.server, suite.backend.env, 'race@ngs.example');
        const statuses = await together(20, () =>
          staffSignIn(suite.server, member, {
            password: 'Not the password at all',
            code: '000000',
          }),
        );
        expect(statuses[401] ?? 0, JSON.stringify(statuses)).toBeLessThanOrEqual(5);
        expect((statuses[401] ?? 0) + (statuses[423] ?? 0)).toBe(20);
        expect((await staffSignIn(suite.server, member)).status).toBe(423);
      });

      it('should answer a staff address and an unknown one alike: status and page', async () => {
        const known = await staffMember(suite.server, suite.backend.env, 'known@ngs.example');
        const attempt = async (email: string) => {
          const started = performance.now();
          const answer = await staffSignIn(suite.server, known, {
            email,
            password: 'Not the password at all',
            code: '000000',
          });
          return { status: answer.status, html: answer.html, ms: performance.now() - started };
        };
        const forKnown: Awaited<ReturnType<typeof attempt>>[] = [];
        const forUnknown: Awaited<ReturnType<typeof attempt>>[] = [];
        for (let round = 0; round < 7; round += 1) {
          forKnown.push(await attempt('known@ngs.example'));
          forUnknown.push(await attempt('unknown@ngs.example'));
        }
        expect(forKnown.map((answer) => answer.status)).toEqual([
          401, 401, 401, 401, 401, 423, 423,
        ]);
        expect(forUnknown.map((answer) => answer.status)).toEqual(
          forKnown.map((answer) => answer.status),
        );
        // The same page but for what differs on every answer: the nonce, the router's timestamps.
        const page = (html: string, email: string) =>
          html
            .replace(/nonce="[^"]*"|csp-nonce" content="[^"]*"/g, '')
            .replace(/\bu:\d+/g, 'u:0')
            .replaceAll(email, 'EMAIL');
        forKnown.forEach((answer, index) =>
          expect(page(answer.html, 'known@ngs.example')).toBe(
            page(forUnknown[index]!.html, 'unknown@ngs.example'),
          ),
        );
        // Both cost one Argon2id verification per checked attempt: src/staff/staffAuth.test.ts
        // counts them, which a clock on this shared machine could not tell apart from its noise.
      });

      it('should not let a stranger keep a member out of the browser they signed in from', async () => {
        const member = await staffMember(suite.server, suite.backend.env, 'kept@ngs.example');
        const signedIn = await staffSignIn(suite.server, member);
        expect(signedIn.status).toBe(303);
        const browser = signedIn.cookies;
        // A stranger locks the address from elsewhere, and keeps at it.
        const stranger = [];
        for (let guess = 0; guess < 8; guess += 1) {
          const answer = await staffSignIn(suite.server, member, {
            password: 'x'.repeat(20),
            code: '000000',
          });
          stranger.push(answer.status);
        }
        expect(stranger).toEqual([401, 401, 401, 401, 401, 423, 423, 423]);
        const again = await staffSignIn(
          suite.server,
          member,
          {},
          browser.filter((cookie) => !cookie.startsWith('ngs_staff=')),
        );
        expect(again.status, 'sign-in from their browser').toBe(303);
      });

      it('should trust the browser that set the password, so a stranger cannot lock a new member out of it', async () => {
        const added = await staff(['user', 'add', 'newcomer@ngs.example'], suite.backend.env);
        const token = /token=([\w-]+)/.exec(added.stdout)![1]!;
        const page = await getPage(suite.server, `/staff/set-password?token=${token}`);
        const app = authenticatorApp(
          /href="(otpauth:[^"]+)"/.exec(page.html)![1]!.replaceAll('&amp;', '&'),
        );
        const step = app.stepNow();
        const set = await postForm(suite.server, '/staff/set-password', {
          token,
          password: staffPassword,
          code: app.codeAt(step),
        });
        expect(set.status).toBe(200);
        const browser = set.cookies.filter((cookie) => cookie.startsWith('ngs_staff_device='));
        expect(browser).toHaveLength(1);
        for (let guess = 0; guess < 6; guess += 1) {
          await postForm(suite.server, '/staff/sign-in', {
            email: 'newcomer@ngs.example',
            password: 'a stranger guessing',
            code: '000000',
          });
        }
        const fromElsewhere = await postForm(suite.server, '/staff/sign-in', {
          email: 'newcomer@ngs.example',
          password: staffPassword,
          code: app.codeAt(step + 1),
        });
        expect(fromElsewhere.status).toBe(423);
        const own = await postForm(
          suite.server,
          '/staff/sign-in',
          { email: 'newcomer@ngs.example', password: staffPassword, code: app.codeAt(step + 1) },
          browser,
        );
        expect(own.status).toBe(303);
      });

      it("should serve a download under a name of the detected type, never the visitor's extension", async () => {
        const { cookie } = await signedInMember('files@ngs.example');
        const applied = await postApplication(suite.server.origin, {
          fields: applicationFields({
            legalFirstName: 'Priya',
            legalMiddleName: '',
            legalLastName: 'Sharma',
          }),
          files: { resume: upload(plainText(), 'resume.hta', 'application/hta') },
        });
        const download = await staffApi(
          suite.server.origin,
          `/applications/${applied.body.id}/files/resume`,
          cookie,
        );
        expect(download.status).toBe(200);
        expect(download.headers.get('content-disposition')).toBe(
          `attachment; filename="Priya-Sharma-resume.txt"; filename*=UTF-8''Priya-Sharma-resume.txt`,
        );
        expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      });

      it('should end every session and the old password at once when an account is reset, disabled or removed', async () => {
        const env = suite.backend.env;
        const reset = await signedInMember('reset@ngs.example');
        expect((await staff(['user', 'add', 'reset@ngs.example'], env)).code).toBe(0);
        expect((await staffApi(suite.server.origin, '/session', reset.cookie)).status).toBe(401);
        expect((await staffSignIn(suite.server, reset)).status).toBe(401);

        const disabled = await signedInMember('disabled@ngs.example');
        expect((await staff(['user', 'disable', 'disabled@ngs.example'], env)).code).toBe(0);
        expect((await staffApi(suite.server.origin, '/session', disabled.cookie)).status).toBe(401);
        expect((await staffSignIn(suite.server, disabled)).status).toBe(401);
        expect((await staff(['user', 'enable', 'disabled@ngs.example'], env)).code).toBe(0);
        expect((await staffSignIn(suite.server, disabled)).status).toBe(303);

        // An administrator ends one member's sessions, or everyone's.
        const ended = await signedInMember('ended@ngs.example');
        const other = await signedInMember('other@ngs.example');
        expect((await staff(['user', 'sign-out', 'ended@ngs.example'], env)).stdout).toMatch(
          /^Ended 1 session/,
        );
        expect((await staffApi(suite.server.origin, '/session', ended.cookie)).status).toBe(401);
        expect((await staffApi(suite.server.origin, '/session', other.cookie)).status).toBe(200);
        expect((await staff(['user', 'sign-out', '--all'], env)).code).toBe(0);
        expect((await staffApi(suite.server.origin, '/session', other.cookie)).status).toBe(401);

        const removed = await signedInMember('removed@ngs.example');
        expect((await staff(['user', 'remove', 'removed@ngs.example'], env)).code).toBe(0);
        expect((await staffApi(suite.server.origin, '/session', removed.cookie)).status).toBe(401);
        expect((await staffSignIn(suite.server, removed)).status).toBe(401);
        const count = await suite.backend.query<{ n: number | string }>(
          `select count(*) as n from staff_users where email = 'removed@ngs.example'`,
        );
        expect(Number(count[0]!.n)).toBe(0);
      });

      it('should refuse paging that is not a small whole number, and a status staff may not set', async () => {
        const { cookie } = await signedInMember('paging@ngs.example');
        for (const query of [
          'offset=1e308',
          'offset=1.5',
          'offset=-1',
          'limit=1e2',
          'offset=99999999999',
        ]) {
          const answer = await staffApi(suite.server.origin, `/applications?${query}`, cookie);
          expect(answer.status, query).toBe(400);
        }
        const session = (await (
          await staffApi(suite.server.origin, '/session', cookie)
        ).json()) as {
          csrfToken: string;
        };
        const applied = await postApplication(suite.server.origin);
        const withdrawn = await staffApi(
          suite.server.origin,
          `/applications/${applied.body.id}/status`,
          cookie,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrfToken },
            body: JSON.stringify({ status: 'withdrawn' }),
          },
        );
        expect(withdrawn.status).toBe(400);
      });

      it('should ask for the current password before an account change, and count the guesses', async () => {
        const member = await staffMember(suite.server, suite.backend.env, 'own@ngs.example');
        const here = await staffSignIn(suite.server, member);
        const elsewhere = await staffSignIn(suite.server, member);
        expect([here.status, elsewhere.status]).toEqual([303, 303]);
        const page = await getPage(suite.server, '/staff/account', [here.cookie]);
        expect(page.status).toBe(200);
        expect(page.html.match(/This browser|Another browser/g)?.sort()).toEqual([
          'Another browser',
          'This browser',
        ]);
        const change = (fields: Record<string, string>) =>
          postForm(suite.server, '/staff/account', { csrf: csrfIn(page.html), ...fields }, [
            here.cookie,
          ]);
        const newPassword = 'Monsoon clouds over the estuary';
        expect(
          (await change({ intent: 'password', current: 'wrong', password: newPassword })).status,
        ).toBe(401);
        expect(
          (await change({ intent: 'password', current: member.password, password: 'short' }))
            .status,
        ).toBe(400);
        const changed = await change({
          intent: 'password',
          current: member.password,
          password: newPassword,
        });
        expect(changed.status).toBe(303);
        // This session goes on; the other ended with the old password.
        expect((await getPage(suite.server, '/staff/account', [here.cookie])).status).toBe(200);
        expect((await getPage(suite.server, '/staff', [elsewhere.cookie])).status).toBe(303);
        expect((await staffSignIn(suite.server, member)).status).toBe(401);
        expect((await staffSignIn(suite.server, member, { password: newPassword })).status).toBe(
          303,
        );

        // A stolen session cannot guess the password through the account page either.
        const guesses = await together(20, () =>
          change({ intent: 'sessions', current: 'a guess at the password' }),
        );
        expect(guesses[401] ?? 0, JSON.stringify(guesses)).toBeLessThanOrEqual(5);
        expect((await change({ intent: 'sessions', current: newPassword })).status).toBe(423);
      });

      it('should start a new session at every sign-in, and forget the page on sign-out', async () => {
        const member = await staffMember(suite.server, suite.backend.env, 'fixation@ngs.example');
        const first = await staffSignIn(suite.server, member);
        const second = await staffSignIn(suite.server, member, {}, [first.cookie]);
        expect(second.cookie).not.toBe(first.cookie);
        expect((await getPage(suite.server, '/staff', [first.cookie])).status).toBe(303);
        const inbox = await getPage(suite.server, '/staff', [second.cookie]);
        const out = await postForm(suite.server, '/staff/sign-out', { csrf: csrfIn(inbox.html) }, [
          second.cookie,
        ]);
        expect(out.status).toBe(303);
        expect(out.headers.get('clear-site-data')).toBe('"cache", "storage"');
        expect((await getPage(suite.server, '/staff', [second.cookie])).status).toBe(303);
      });

      it('should keep every file it writes private to its own user', async () => {
        await postApplication(suite.server.origin);
        for (const file of filesUnder(suite.backend.dataDir)) {
          expect((statSync(file.path).mode & 0o777).toString(8), file.path).toBe('600');
        }
      });
    },
  );
}

describe('the staff cookie', () => {
  const suite = serverForSuite('sqlite', { SITE_DIST: webDist });

  it('should be Secure by default, and only without it where the setting says plain HTTP', async () => {
    const member = await staffMember(suite.server, suite.backend.env);
    const signedIn = await staffSignIn(suite.server, member);
    expect(signedIn.status).toBe(303);
    expect(signedIn.setCookie).toMatch(/; Secure/);
    const plain = await startServer({
      ...suite.backend.env,
      SITE_DIST: webDist,
      COOKIE_SECURE: 'false',
    });
    try {
      const overHttp = await staffSignIn(plain, member);
      expect(overHttp.status).toBe(303);
      expect(overHttp.setCookie).not.toMatch(/Secure/);
    } finally {
      await plain.stop();
    }
  });
});
