import { describe, expect, it } from 'vitest';
import { staffArea } from '@ngs/content';
import { backendForSuite, postgresUrl, staff, startServer, type Env } from '../src/testing/harness';
import { apiStaffSession, authenticatorApp, staffPassword } from '../src/testing/signedIn';

const password = staffPassword;

async function staffAccount(env: Env): Promise<string> {
  const added = await staff(['user', 'add', 'HR@ngs.example'], env);
  expect(added.code).toBe(0);
  const token = /\/staff\/set-password\?token=([\w-]+)/.exec(added.stdout)?.[1];
  expect(token).toBeDefined();
  return token!;
}

const post = (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/staff/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
    body: JSON.stringify(body),
  });

const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`staff sign-in on ${kind}`, () => {
    const suite = backendForSuite(kind);

    it('should let nothing under /staff/api through without a session', async () => {
      const server = await startServer(suite.backend.env);
      try {
        for (const [method, path] of [
          ['GET', '/session'],
          ['GET', '/contacts'],
          ['GET', '/contacts/some-id'],
          ['GET', '/applications?q=a'],
          ['GET', '/applications/some-id'],
          ['GET', '/applications/some-id/files/resume'],
          ['GET', '/export/applications.csv'],
          ['POST', '/applications/some-id/status'],
          ['POST', '/contacts/some-id/notes'],
          ['POST', '/sign-out'],
          ['DELETE', '/anything'],
        ] as const) {
          const answer = await fetch(`${server.origin}/staff/api${path}`, {
            method,
            headers: { Cookie: 'ngs_staff=forged-token' },
          });
          expect(answer.status, `${method} ${path}`).toBe(401);
          expect(await answer.json()).toEqual({ error: 'You need to sign in.', fields: {} });
        }
      } finally {
        await server.stop();
      }
    });

    it('should set a password and enrol the app once, sign in with a private cookie, check CSRF and sign out', async () => {
      const token = await staffAccount(suite.backend.env);
      const server = await startServer(suite.backend.env);
      try {
        const { origin } = server;
        const link = await fetch(`${origin}/staff/api/set-password?token=${token}`);
        const { totpSecret, otpauthUri } = (await link.json()) as Record<string, string>;
        expect(link.headers.get('cache-control')).toBe('no-store');
        expect(otpauthUri).toBe(
          `otpauth://totp/NGS%20staff%3Ahr%40ngs.example?secret=${totpSecret}&issuer=NGS+staff&algorithm=SHA1&digits=6&period=30`,
        );
        const app = authenticatorApp(otpauthUri!);
        const step = app.stepNow();
        const code = (offset: number) => app.codeAt(step + offset);
        const setPassword = (secret: string, typed: string) =>
          post(origin, '/set-password', { token, password: secret, code: typed });
        expect(await (await setPassword('Harbour#42', code(0))).json()).toEqual({
          error: staffArea.setPassword.errors['too-short'],
          fields: {},
        });
        expect((await setPassword(password, '000000')).status).toBe(400);
        const set = await setPassword(password, code(0));
        expect(set.status).toBe(200);
        expect(((await set.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
        expect((await setPassword(password, code(0))).status).toBe(400);
        expect((await fetch(`${origin}/staff/api/set-password?token=${token}`)).status).toBe(400);

        const wrong = await post(origin, '/sign-in', {
          email: 'hr@ngs.example',
          password: 'Not the password at all',
          code: code(1),
        });
        expect(wrong.status).toBe(401);
        expect(wrong.headers.get('set-cookie')).toBeNull();
        // The password alone opens nothing.
        const withoutCode = await post(origin, '/sign-in', { email: 'hr@ngs.example', password });
        expect(withoutCode.status).toBe(400);

        const signedIn = await post(origin, '/sign-in', {
          email: 'hr@ngs.example',
          password,
          code: code(1),
        });
        expect(signedIn.status).toBe(200);
        const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
        const [setCookie, deviceCookie] = signedIn.headers.getSetCookie();
        expect(setCookie).toMatch(/HttpOnly/);
        expect(setCookie).toMatch(/SameSite=Strict/);
        expect(setCookie).toMatch(/Path=\/staff/);
        expect(setCookie).toMatch(/; Secure/);
        expect(deviceCookie).toMatch(
          /^ngs_staff_device=[\w-]+; Max-Age=7776000; Path=\/staff; HttpOnly; Secure; SameSite=Strict$/,
        );
        const cookie = cookieOf(signedIn);

        const session = await fetch(`${origin}/staff/api/session`, { headers: { Cookie: cookie } });
        expect(await session.json()).toEqual({ email: 'hr@ngs.example', csrfToken });

        expect((await post(origin, '/sign-out', {}, { Cookie: cookie })).status).toBe(403);
        const forged = { Cookie: cookie, 'X-CSRF-Token': 'x'.repeat(csrfToken.length) };
        expect((await post(origin, '/sign-out', {}, forged)).status).toBe(403);
        const out = await post(
          origin,
          '/sign-out',
          {},
          { Cookie: cookie, 'X-CSRF-Token': csrfToken },
        );
        expect(out.status).toBe(204);
        const after = await fetch(`${origin}/staff/api/session`, { headers: { Cookie: cookie } });
        expect(after.status).toBe(401);
      } finally {
        await server.stop();
      }
    });
  });

  // A database of its own: on PostgreSQL the counts are shared, and the tests above count too.
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`staff sign-in limit on ${kind}`, () => {
    const limited = backendForSuite(kind);

    it('should limit sign-in attempts per client', async () => {
      const server = await startServer({ ...limited.backend.env, STAFF_SIGN_INS_PER_MINUTE: '3' });
      try {
        const attempt = () =>
          post(server.origin, '/sign-in', {
            email: 'x@ngs.example',
            password: 'Nope-Nope-1',
            code: '000000',
          });
        const statuses = [];
        for (let index = 0; index < 4; index += 1) statuses.push((await attempt()).status);
        expect(statuses).toEqual([401, 401, 401, 429]);
      } finally {
        await server.stop();
      }
    });
  });
}

describe.skipIf(!postgresUrl)('staff sessions shared by two instances on PostgreSQL', () => {
  const suite = backendForSuite('postgres');

  it('should accept on one instance a sign-in made on the other, and a sign-out too', async () => {
    const [one, two] = await Promise.all([
      startServer(suite.backend.env),
      startServer(suite.backend.env),
    ]);
    try {
      const { cookie, csrfToken } = await apiStaffSession(one.origin, suite.backend.env);
      const elsewhere = await fetch(`${two.origin}/staff/api/session`, {
        headers: { Cookie: cookie },
      });
      expect(elsewhere.status).toBe(200);
      await post(two.origin, '/sign-out', {}, { Cookie: cookie, 'X-CSRF-Token': csrfToken });
      expect(
        (await fetch(`${one.origin}/staff/api/session`, { headers: { Cookie: cookie } })).status,
      ).toBe(401);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });
});
