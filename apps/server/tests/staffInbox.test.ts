import { describe, expect, it } from 'vitest';
import { pdf } from '../src/testing/files';
import { backendForSuite, postgresUrl, staff, startServer } from '../src/testing/harness';
import { apiStaffSession } from '../src/testing/signedIn';
import {
  applicationFields,
  contactMessage,
  postApplication,
  postContact,
  upload,
} from '../src/testing/payloads';

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`the staff inbox API on ${kind}`, () => {
    const suite = backendForSuite(kind);

    it('should list, search, open, download, move, annotate and export submissions for a signed-in member', async () => {
      const server = await startServer(suite.backend.env);
      const { origin } = server;
      const api = (path: string, init: RequestInit = {}) =>
        fetch(`${origin}/staff/api${path}`, {
          ...init,
          headers: { 'Content-Type': 'application/json', Origin: origin, ...(init.headers ?? {}) },
        });
      try {
        const { cookie, csrfToken } = await apiStaffSession(origin, suite.backend.env);
        const session = { Cookie: cookie };
        const changing = { ...session, 'X-CSRF-Token': csrfToken };
        const total = async (path: string) =>
          ((await (await api(path, { headers: session })).json()) as { total: number }).total;

        const resume = pdf();
        const applied = await postApplication(origin, {
          fields: applicationFields({ legalFirstName: 'Zainab' }),
          files: { resume: upload(resume, 'Zainab "CV"\r\nX-Evil: 1.pdf') },
        });
        await postApplication(origin, { fields: applicationFields({ legalFirstName: 'Omar' }) });
        await postContact(origin, contactMessage({ subject: '=HYPERLINK("x")' }));
        const id = applied.body.id!;

        const found = await (await api('/applications?q=zAiNaB', { headers: session })).json();
        expect(found).toMatchObject({ total: 1, rows: [{ id, status: 'received' }] });
        expect(await total('/applications?limit=1')).toBe(2);
        expect((await api('/applications?status=hired', { headers: session })).status).toBe(400);

        const opened = (await (await api(`/applications/${id}`, { headers: session })).json()) as {
          application: Record<string, unknown>;
          files: { field: string }[];
        };
        expect(opened.application).not.toHaveProperty('password_hash');
        expect(opened.files.map((file) => file.field)).toEqual(['resume']);

        const download = await api(`/applications/${id}/files/resume`, { headers: session });
        expect(download.headers.get('content-type')).toBe('application/pdf');
        // Named for the applicant and the detected type, never as the visitor named it.
        expect(download.headers.get('content-disposition')).toBe(
          `attachment; filename="Zainab-K-Rao-resume.pdf"; filename*=UTF-8''Zainab-K-Rao-resume.pdf`,
        );
        expect(download.headers.get('x-evil')).toBeNull();
        expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(resume))).toBe(true);

        const move = (headers: Record<string, string>) =>
          api(`/applications/${id}/status`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ status: 'interview' }),
          });
        expect((await move(session)).status).toBe(403);
        expect(await (await move(changing)).json()).toEqual({
          changed: true,
          from: 'received',
          to: 'interview',
        });
        expect(await total('/applications?status=interview')).toBe(1);
        // The candidate's withdrawal (here through the staff command) is final for staff too.
        await staff(['status', id, 'withdrawn'], suite.backend.env);
        const refused = await move(changing);
        expect(refused.status).toBe(409);
        expect(await total('/applications?status=withdrawn')).toBe(1);

        const noted = await api(`/applications/${id}/notes`, {
          method: 'POST',
          headers: changing,
          body: JSON.stringify({ text: 'Strong portfolio; call on Monday.' }),
        });
        expect(noted.status).toBe(201);
        const again = (await (await api(`/applications/${id}`, { headers: session })).json()) as {
          notes: { author_email: string; text: string }[];
        };
        expect(again.notes).toMatchObject([
          { author_email: 'hr@ngs.example', text: 'Strong portfolio; call on Monday.' },
        ]);

        const csv = await api('/export/contacts.csv', { headers: session });
        expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        const text = await csv.text();
        expect(text.split('\r\n')[0]).toBe('id,created_at,name,email,phone,subject,message');
        expect(text).toContain(`"'=HYPERLINK(""x"")"`);
      } finally {
        await server.stop();
      }
    });
  });
}
