import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backendForSuite, postgresUrl, staff, startServer } from '../src/testing/harness';
import { contactMessage, postApplication, postContact } from '../src/testing/payloads';

// D29 on the built server and a real database: a submission back-dated past the retention
// period is gone, files included, once the server has started; a recent one stays; and staff
// can delete one sooner, when the person asks.
for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`retention on ${kind}`, () => {
    const suite = backendForSuite(kind);
    const count = async (table: string) =>
      Number(
        (await suite.backend.query<{ n: number }>(`select count(*) as n from ${table}`))[0]?.n,
      );

    it('should delete submissions older than RETENTION_DAYS at start, with their files', async () => {
      const env = { ...suite.backend.env, RETENTION_DAYS: '730' };
      const first = await startServer({ ...env, MAIL_POLL_MS: '100' });
      const old = await postContact(first.origin, contactMessage({ message: 'old' }));
      const recent = await postContact(first.origin, contactMessage({ message: 'new' }));
      const application = await postApplication(first.origin);
      expect([old.status, recent.status, application.status]).toEqual([201, 201, 201]);
      await expect
        .poll(async () => count(`outbox where sent_at is null`), { timeout: 10_000 })
        .toBe(0);
      await first.stop();
      expect(await count('application_files')).toBe(1);

      // The clock moved: these two were received 731 days ago, the other message 729 days ago.
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
      await suite.backend.write(
        `update contact_messages set created_at = '${daysAgo(731)}' where id = '${old.body.id}'`,
      );
      await suite.backend.write(
        `update contact_messages set created_at = '${daysAgo(729)}' where id = '${recent.body.id}'`,
      );
      await suite.backend.write(`update applications set created_at = '${daysAgo(731)}'`);

      // The mail about the application went out as .eml files (no SMTP_URL): they go with it.
      const mailAbout = async () =>
        (
          await suite.backend.query<{ id: string }>(
            `select id from outbox where subject_id = '${application.body.id}'`,
          )
        ).map((row) => join(suite.backend.dataDir, 'mail', `${row.id}.eml`));
      const copies = await mailAbout();
      expect(copies.length).toBeGreaterThan(0);
      const second = await startServer(env);
      await expect
        .poll(() => second.stdout(), { timeout: 10_000 })
        .toContain('"event":"retention"');
      await second.stop();
      expect(await count('applications')).toBe(0);
      expect(await count('application_files')).toBe(0);
      expect(await mailAbout()).toEqual([]);
      expect(copies.filter((file) => existsSync(file))).toEqual([]);
      const left = await suite.backend.query<{ id: string }>('select id from contact_messages');
      expect(left.map((row) => row.id)).toEqual([recent.body.id]);
    });

    it('should delete one submission, an application with its files, when staff are asked to', async () => {
      const env = suite.backend.env;
      const server = await startServer(env);
      const message = await postContact(server.origin);
      const application = await postApplication(server.origin);
      await server.stop();
      const applicationId = application.body.id!;
      const messageId = message.body.id!;
      const before = {
        messages: await count('contact_messages'),
        applications: await count('applications'),
        files: await count('application_files'),
      };

      const deleted = await staff(['delete', applicationId], env);
      expect(deleted.code).toBe(0);
      expect(deleted.stdout).toContain(
        `Deleted the application ${applicationId} and its 1 file(s).`,
      );
      expect(await count('applications')).toBe(before.applications - 1);
      expect(await count('application_files')).toBe(before.files - 1);

      expect((await staff(['delete', messageId], env)).code).toBe(0);
      expect(await count('contact_messages')).toBe(before.messages - 1);

      const unknown = await staff(['delete', messageId], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain(`No submission has the id ${messageId}.`);
    });
  });
}
