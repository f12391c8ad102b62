import { describe, expect, it } from 'vitest';
import { backendForSuite, postgresUrl, staff, startServer, type Env } from './harness';

const password = 'Harbour-Lights-42';

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

    it('should set a password once, sign in with a private cookie, check CSRF and sign out', async () => {
      const token = await staffAccount(suite.backend.env);
      const server = await startServer(suite.backend.env);
      try {
        const { origin } = server;
        expect((await post(origin, '/set-password', { token, password: 'weak' })).status).toBe(400);
        expect((await post(origin, '/set-password', { token, password })).status).toBe(204);
        expect((await post(origin, '/set-password', { token, password })).status).toBe(400);

        const wrong = await post(origin, '/sign-in', {
          email: 'hr@ngs.example',
          password: 'Nope-Nope-1',
        });
        expect(wrong.status).toBe(401);
        expect(wrong.headers.get('set-cookie')).toBeNull();

        const signedIn = await post(origin, '/sign-in', { email: 'hr@ngs.example', password });
        expect(signedIn.status).toBe(200);
        const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
        const setCookie = signedIn.headers.get('set-cookie')!;
        expect(setCookie).toMatch(/HttpOnly/);
        expect(setCookie).toMatch(/SameSite=Strict/);
        expect(setCookie).toMatch(/Path=\/staff/);
        expect(setCookie).not.toMatch(/Secure/);
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

        const overHttps = await post(
          origin,
          '/sign-in',
          { email: 'hr@ngs.example', password },
          {
            'X-Forwarded-Proto': 'https',
          },
        );
        expect(overHttps.headers.get('set-cookie')).toMatch(/Secure/);
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
          post(server.origin, '/sign-in', { email: 'x@ngs.example', password: 'Nope-Nope-1' });
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
    const token = await staffAccount(suite.backend.env);
    const [one, two] = await Promise.all([
      startServer(suite.backend.env),
      startServer(suite.backend.env),
    ]);
    try {
      expect((await post(one.origin, '/set-password', { token, password })).status).toBe(204);
      const signedIn = await post(one.origin, '/sign-in', { email: 'hr@ngs.example', password });
      const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
      const cookie = cookieOf(signedIn);
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
