import { mail as texts } from '@ngs/content';
import { beforeEach, describe, expect, it } from 'vitest';
import { listOutbox, markSent } from '../mail/outbox';
import { setApplicationStatus } from '../storage/applicationStatus';
import type { OpenDatabase } from '../storage/database';
import { listApplications } from '../storage/submissions';
import { candidateApplications, deleteCandidateData, withdrawApplication } from './applications';
import {
  asha,
  file,
  firstPassword,
  kinds,
  later,
  ravi,
  secondPassword,
  start,
  useCandidateAccount,
} from './candidateAccount.fixtures';
import { candidateSessionFor } from './sessions';

describe.each(kinds)('the candidate account on %s', (kind) => {
  const account = useCandidateAccount(kind);
  const { apply, signIn } = account;
  let database: OpenDatabase;

  beforeEach(() => {
    database = account.database();
  });

  describe('the applications', () => {
    it("should list the address's applications newest first, with their files, and no one else's", async () => {
      const older = await apply(asha, firstPassword, {
        type: 'job',
        files: [file('letter.txt', 'coverLetter'), file('cv.pdf')],
      });
      const newer = await apply('Asha.Rao@example.com', secondPassword, { at: later(60_000) });
      await apply(ravi, firstPassword, { at: later(120_000), files: [file('ravi.pdf')] });
      await setApplicationStatus(database.db, older, 'interview');

      expect(await candidateApplications(database.db, 'ASHA.RAO@example.com ')).toEqual([
        {
          id: newer,
          submittedAt: later(60_000).toISOString(),
          applicationType: 'internship',
          status: 'received',
          fileNames: [],
        },
        {
          id: older,
          submittedAt: start.toISOString(),
          applicationType: 'job',
          status: 'interview',
          fileNames: ['cv.pdf', 'letter.txt'],
        },
      ]);
      expect(await candidateApplications(database.db, 'nobody@example.com')).toEqual([]);
    });

    it('should withdraw an own application once, tell the candidate, and find no one else’s', async () => {
      const own = await apply(asha, firstPassword);
      const other = await apply(ravi, firstPassword);
      const before = (await listOutbox(database.db)).length;

      expect(
        await withdrawApplication(database.db, { email: ravi, applicationId: own, now: start }),
      ).toBe('not-found');
      expect(
        await withdrawApplication(database.db, { email: asha, applicationId: 'no-such-id' }),
      ).toBe('not-found');
      expect(await listOutbox(database.db)).toHaveLength(before);

      expect(
        await withdrawApplication(database.db, {
          email: 'ASHA.rao@example.com',
          applicationId: own,
          now: start,
        }),
      ).toBe('withdrawn');
      expect(
        await withdrawApplication(database.db, { email: asha, applicationId: own, now: start }),
      ).toBe('already-withdrawn');

      const statuses = Object.fromEntries(
        (await listApplications(database.db)).map((row) => [row.id, row.status]),
      );
      expect(statuses).toEqual({ [own]: 'withdrawn', [other]: 'received' });
      const notices = (await listOutbox(database.db)).filter(
        (row) => row.kind === 'status-changed',
      );
      expect(notices).toEqual([
        expect.objectContaining({
          subject_id: own,
          recipient: asha,
          subject: texts.statusChanged.subject({ status: texts.statuses.withdrawn }),
          sent_at: null,
        }),
      ]);
    });

    it('should not let staff move a withdrawn application, nor tell the candidate it moved', async () => {
      const own = await apply(asha, firstPassword);
      await withdrawApplication(database.db, { email: asha, applicationId: own });
      const mailBefore = (await listOutbox(database.db)).length;
      expect(await setApplicationStatus(database.db, own, 'interview')).toEqual({
        changed: false,
        status: 'withdrawn',
        final: true,
      });
      expect((await listApplications(database.db))[0]?.status).toBe('withdrawn');
      expect(await listOutbox(database.db)).toHaveLength(mailBefore);
    });
  });

  describe('deleting all the data', () => {
    it("should delete the address's applications, files, notes, unsent mail and sessions, keep the rest, and confirm once", async () => {
      const first = await apply(asha, firstPassword, { files: [file('cv.pdf')] });
      const second = await apply('Asha.Rao@Example.com', secondPassword, {
        at: later(60_000),
        files: [file('cv2.pdf'), file('letter.txt', 'coverLetter')],
      });
      const others = await apply(ravi, firstPassword, { files: [file('ravi.pdf')] });
      await setApplicationStatus(database.db, first, 'in_review');
      for (const subject of [first, second, others]) {
        await database.db
          .insertInto('staff_notes')
          .values({
            id: `note-${subject}`,
            subject_id: subject,
            author_email: 'hr@ngs.example',
            created_at: start.toISOString(),
            text: 'Strong profile',
          })
          .execute();
      }
      // One message about Asha already went out: its row stays (emptied after 30 days).
      const outboxBefore = await listOutbox(database.db);
      const sent = outboxBefore.find(
        (row) => row.subject_id === first && row.kind === 'application-received',
      )!;
      await markSent(database.db, sent.id, { attempts: 1, now: start });

      const asSession = await signIn(asha, firstPassword);
      const ravisSession = await signIn(ravi, firstPassword);
      if (!asSession.ok || !ravisSession.ok) throw new Error('sign-in failed');
      await signIn('ASHA.RAO@example.com', 'Wrong-Password-1');

      const now = later(5 * 60_000);
      expect(
        await deleteCandidateData(database.db, { email: 'asha.rao@EXAMPLE.com', now }),
      ).toEqual({ deletedApplications: 2 });

      expect((await listApplications(database.db)).map((row) => row.id)).toEqual([others]);
      const files = await database.db
        .selectFrom('application_files')
        .select('application_id')
        .execute();
      expect(files).toEqual([{ application_id: others }]);
      const notes = await database.db.selectFrom('staff_notes').select('subject_id').execute();
      expect(notes).toEqual([{ subject_id: others }]);
      expect(await candidateSessionFor(database.db, asSession.token, now)).toBeNull();
      expect(await candidateSessionFor(database.db, ravisSession.token, now)).not.toBeNull();
      expect(await database.db.selectFrom('candidate_sign_in_locks').selectAll().execute()).toEqual(
        [],
      );

      const outbox = await listOutbox(database.db);
      const aboutAsha = outbox.filter(
        (row) => [first, second].includes(row.subject_id) || row.recipient.toLowerCase() === asha,
      );
      const confirmation = aboutAsha.find((row) => row.kind === 'candidate-data-deleted');
      expect(aboutAsha.map((row) => row.id).sort()).toEqual([sent.id, confirmation?.id].sort());
      expect(confirmation).toMatchObject({
        recipient: 'Asha.Rao@Example.com',
        created_at: now.toISOString(),
        subject: texts.candidateDataDeleted.subject,
        sent_at: null,
      });
      expect(confirmation!.text_body).toContain(texts.candidateDataDeleted.body({ count: 2 }));
      expect(confirmation!.html_body).toContain(
        `<p>${texts.candidateDataDeleted.body({ count: 2 })}</p>`,
      );
      expect(confirmation!.html_body).toMatch(/^<!doctype html>\n<html lang="en">/);
      // Ravi's mail is all still there.
      const ravis = (rows: typeof outbox) =>
        rows.filter((row) => row.subject_id === others).map((row) => row.id);
      expect(ravis(outbox)).toEqual(ravis(outboxBefore));
      expect(ravis(outbox)).toHaveLength(2);

      // Nothing is left to delete, so nothing more is sent.
      expect(await deleteCandidateData(database.db, { email: asha, now })).toEqual({
        deletedApplications: 0,
      });
      expect(await listOutbox(database.db)).toHaveLength(outbox.length);
    });

    it('should delete nothing at all when a step fails', async () => {
      const id = await apply(asha, firstPassword, { files: [file('cv.pdf')] });
      const before = await listOutbox(database.db);
      await database.db.schema.dropTable('candidate_sign_in_locks').execute();
      await expect(deleteCandidateData(database.db, { email: asha, now: start })).rejects.toThrow();
      expect((await listApplications(database.db)).map((row) => row.id)).toEqual([id]);
      expect(await listOutbox(database.db)).toEqual(before);
      expect(
        await database.db.selectFrom('application_files').select('application_id').execute(),
      ).toEqual([{ application_id: id }]);
    });
  });
});
