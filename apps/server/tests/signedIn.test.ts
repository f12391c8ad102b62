import { describe, expect, it } from 'vitest';
import { pdf } from '../src/testing/files';
import { staffArea } from '@ngs/content';
import {
  backendForSuite,
  postgresUrl,
  startServer,
  type RunningServer,
} from '../src/testing/harness';
import { staffMember, webDist } from '../src/testing/signedIn';
import { applicationFields, postApplication, upload } from '../src/testing/payloads';

// The signed-in screens over real HTTP on both stores, rendered by the site's own build
// (apps/web/dist: turbo builds it before this suite). The browser flows, axe and the keyboard
// are in apps/web/e2e; this suite proves the same screens on PostgreSQL and across instances.

const applicantPassword = applicationFields().password!;
const applicantEmail = applicationFields().email!;

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!;

/** The value of the hidden `csrf` field of the page's forms. */
const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)![1]!;

async function get(server: RunningServer, path: string, cookie: string) {
  const response = await fetch(server.origin + path, {
    headers: { Cookie: cookie },
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), response };
}

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`the signed-in screens on ${kind}`, () => {
    const suite = backendForSuite(kind);

    it('should let staff sign in, read and move an application, and the candidate withdraw it', async () => {
      const env = { ...suite.backend.env, SITE_DIST: webDist };
      // Two instances on one database: a session opened on one is valid on the other.
      const [one, two] = await Promise.all([startServer(env), startServer(env)]);
      try {
        const applied = await postApplication(one.origin, {
          fields: applicationFields({ applicationType: 'job' }),
          files: { resume: upload(pdf(), 'asha-resume.pdf', 'application/pdf') },
        });
        const id = applied.body.id!;

        const member = await staffMember(one, env);

        const refused = await fetch(`${one.origin}/staff/sign-in`, {
          ...form({ email: 'hr@ngs.example', password: 'wrong-password-1', code: '000000' }),
        });
        expect(refused.status).toBe(401);
        expect(await refused.text()).toContain(staffArea.signIn.refused);

        const signedIn = await fetch(`${one.origin}/staff/sign-in`, {
          ...form({
            email: 'hr@ngs.example',
            password: member.password,
            code: member.nextCode(),
            next: `/staff/applications/${id}`,
          }),
        });
        expect(signedIn.status).toBe(303);
        expect(signedIn.headers.get('location')).toBe(`/staff/applications/${id}`);
        const staffCookie = cookieOf(signedIn);

        const inbox = await get(two, '/staff?q=rao', staffCookie);
        expect(inbox.status).toBe(200);
        expect(inbox.html).toContain('Asha K Rao');
        expect(inbox.response.headers.get('cache-control')).toBe('no-store');

        const record = await get(two, `/staff/applications/${id}`, staffCookie);
        expect(record.html).toContain('Application from Asha K Rao');
        expect(record.html).not.toContain('$argon2');
        const csrf = csrfIn(record.html);

        const forged = await fetch(`${two.origin}/staff/applications/${id}`, {
          ...form({ intent: 'status', status: 'interview', csrf: 'not-the-token' }),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: staffCookie },
        });
        expect(forged.status).toBe(403);

        const moved = await fetch(`${one.origin}/staff/applications/${id}`, {
          ...form({ intent: 'status', status: 'interview', csrf }),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: staffCookie },
        });
        expect(moved.status).toBe(303);
        expect((await get(two, '/staff?status=interview', staffCookie)).html).toContain(
          'Applications: 1 result',
        );

        // The candidate: the page on the other instance shows the new status, then withdraws.
        const candidate = await fetch(`${two.origin}/candidate/sign-in`, {
          ...form({ email: applicantEmail.toUpperCase(), password: applicantPassword }),
        });
        expect(candidate.status).toBe(303);
        const candidateCookie = cookieOf(candidate);
        const page = await get(one, '/candidate', candidateCookie);
        expect(page.html).toContain('Interview');
        expect(page.html).toContain('asha-resume.pdf');
        const withdrawn = await fetch(`${one.origin}/candidate`, {
          ...form({ intent: 'withdraw', application: id, confirm: 'yes', csrf: csrfIn(page.html) }),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: candidateCookie },
        });
        expect(withdrawn.status).toBe(303);
        const after = await get(two, `/staff/applications/${id}`, staffCookie);
        expect(after.html).toContain('The candidate withdrew this application');

        // Signed out on one instance, the staff cookie opens nothing on the other.
        await fetch(`${one.origin}/staff/sign-out`, {
          ...form({ csrf }),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: staffCookie },
        });
        const gone = await get(two, '/staff', staffCookie);
        expect(gone.status).toBe(303);
        expect(gone.html).toBe('');
      } finally {
        await Promise.all([one.stop(), two.stop()]);
      }
    });
  });
}
