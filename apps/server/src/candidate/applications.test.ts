import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
} from '../testing/candidates';
import {
  candidateSessionFor,
  signInWithLink,
  requestSignInLink,
  type CandidateSession,
} from './sessions';

describe.each(kinds)('the candidate account on %s', (kind) => {
  const account = useCandidateAccount(kind);
  const { apply, signIn, sessionOf } = account;
  let database: OpenDatabase;

  beforeEach(() => {
    database = account.database();
  });

  /** A session opened by a link sent to the address: every application of it. */
  async function addressSession(email: string): Promise<CandidateSession> {
    await requestSignInLink(database.db, email, {
      now: start,
      log: account.log,
      site: 'https://x',
    });
    const link = await database.db
      .selectFrom('outbox')
      .select('text_body')
      .where('kind', '=', 'candidate-sign-in-link')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const token = /token=([\w-]+)/.exec(link.text_body)![1]!;
    return sessionOf(await signInWithLink(database.db, token, { now: start, log: account.log }));
  }

  const addNote = (subject: string) =>
    database.db
      .insertInto('staff_notes')
      .values({
        id: `note-${subject}`,
        subject_id: subject,
        author_email: 'hr@ngs.example',
        created_at: start.toISOString(),
        text: 'Strong profile',
      })
      .execute();

  describe('the applications', () => {
    it('should list what the session opens newest first, with their files, and nothing else', async () => {
      const older = await apply(asha, firstPassword, {
        type: 'job',
        files: [file('letter.txt', 'coverLetter'), file('cv.pdf')],
        role: 'React developer',
      });
      const newer = await apply('Asha.Rao@example.com', secondPassword, { at: later(60_000) });
      await apply(ravi, firstPassword, { at: later(120_000), files: [file('ravi.pdf')] });
      await setApplicationStatus(database.db, older, 'interview');

      const everyApplication = await addressSession('ASHA.RAO@example.com ');
      expect(await candidateApplications(database.db, everyApplication)).toEqual([
        {
          id: newer,
          submittedAt: later(60_000).toISOString(),
          applicationType: 'internship',
          status: 'received',
          role: null,
          fileNames: [],
        },
        {
          id: older,
          submittedAt: start.toISOString(),
          applicationType: 'job',
          status: 'interview',
          role: 'React developer',
          fileNames: ['cv.pdf', 'letter.txt'],
        },
      ]);
      const byPassword = await sessionOf(await signIn(asha, firstPassword));
      expect((await candidateApplications(database.db, byPassword)).map((row) => row.id)).toEqual([
        older,
      ]);
    });

    it('should withdraw an opened application once, tell the candidate, and find no other', async () => {
      const own = await apply(asha, firstPassword);
      const sameAddress = await apply(asha, secondPassword);
      const other = await apply(ravi, firstPassword);
      const session = await sessionOf(await signIn(asha, firstPassword));
      const before = (await listOutbox(database.db)).length;

      for (const applicationId of [sameAddress, other, 'no-such-id']) {
        expect(await withdrawApplication(database.db, { session, applicationId, now: start })).toBe(
          'not-found',
        );
      }
      expect(await listOutbox(database.db)).toHaveLength(before);
      expect(await withdrawApplication(database.db, { session, applicationId: own })).toBe(
        'withdrawn',
      );
      expect(await withdrawApplication(database.db, { session, applicationId: own })).toBe(
        'already-withdrawn',
      );

      const statuses = Object.fromEntries(
        (await listApplications(database.db)).map((row) => [row.id, row.status]),
      );
      expect(statuses).toEqual({
        [own]: 'withdrawn',
        [sameAddress]: 'received',
        [other]: 'received',
      });
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
      const session = await sessionOf(await signIn(asha, firstPassword));
      await withdrawApplication(database.db, { session, applicationId: own });
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

  describe('deleting the data (D33)', () => {
    it('should delete what a password opened, with its files, notes and every e-mail about it, sent too', async () => {
      const mine = await apply(asha, firstPassword, { files: [file('cv.pdf')] });
      const sameAddress = await apply('Asha.Rao@Example.com', secondPassword, {
        at: later(60_000),
        files: [file('cv2.pdf')],
      });
      const others = await apply(ravi, firstPassword, { files: [file('ravi.pdf')] });
      for (const subject of [mine, sameAddress, others]) await addNote(subject);
      const sent = (await listOutbox(database.db)).find(
        (row) => row.subject_id === mine && row.kind === 'application-received',
      )!;
      await markSent(database.db, sent.id, { attempts: 1, now: start });

      const session = await sessionOf(await signIn(asha, firstPassword));
      const ravisResult = await signIn(ravi, firstPassword);
      const now = later(5 * 60_000);
      expect(await deleteCandidateData(database.db, { session, now })).toEqual({
        deletedApplications: 1,
        deletedContactMessages: 0,
      });

      expect((await listApplications(database.db)).map((row) => row.id).sort()).toEqual(
        [sameAddress, others].sort(),
      );
      const notes = await database.db.selectFrom('staff_notes').select('subject_id').execute();
      expect(notes.map((row) => row.subject_id).sort()).toEqual([sameAddress, others].sort());
      expect(await candidateSessionFor(database.db, session.id, now)).toBeNull();
      if (!ravisResult.ok) throw new Error('sign-in failed');
      expect(await candidateSessionFor(database.db, ravisResult.token, now)).not.toBeNull();

      const outbox = await listOutbox(database.db);
      expect(outbox.filter((row) => row.subject_id === mine)).toEqual([]);
      expect(outbox.filter((row) => row.subject_id === sameAddress)).toHaveLength(2);
      const confirmation = outbox.find((row) => row.kind === 'candidate-data-deleted');
      expect(confirmation).toMatchObject({
        recipient: asha,
        created_at: now.toISOString(),
        subject: texts.candidateDataDeleted.subject,
        sent_at: null,
      });
      expect(confirmation!.text_body).toContain(texts.candidateDataDeleted.body({ count: 1 }));
      expect(confirmation!.html_body).toMatch(/^<!doctype html>\n<html lang="en">/);

      // The confirmation keeps nothing once it has gone.
      await markSent(database.db, confirmation!.id, { attempts: 1, now, forget: true });
      const gone = (await listOutbox(database.db)).find((row) => row.id === confirmation!.id);
      expect(gone).toMatchObject({ subject: '', text_body: '', html_body: '', recipient: '' });
    });

    it('should delete everything of an address proven by its link: contact messages, mail, sessions, counts', async () => {
      await apply(asha, firstPassword, { files: [file('cv.pdf')] });
      await apply('Asha.Rao@Example.com', secondPassword, { at: later(60_000) });
      const others = await apply(ravi, firstPassword);
      const store = (await import('../storage/submissions')).submissionStore(database.db, {
        mail: { addresses: { staff: 'hr@ngs.example', site: 'https://x' }, onStored() {} },
      });
      const message = { name: 'Asha', phone: '', subject: 'Hello', message: 'About my CV.' };
      const hers = await store.saveContactMessage({ ...message, email: 'ASHA.RAO@example.com' });
      const his = await store.saveContactMessage({ ...message, email: ravi });
      await signIn(asha, 'Wrong-Password-1');
      const passwordSession = await sessionOf(await signIn(asha, firstPassword));

      const session = await addressSession(asha);
      expect(await deleteCandidateData(database.db, { session, now: start })).toEqual({
        deletedApplications: 2,
        deletedContactMessages: 1,
      });
      expect((await listApplications(database.db)).map((row) => row.id)).toEqual([others]);
      const messages = await database.db.selectFrom('contact_messages').select('id').execute();
      expect(messages.map((row) => row.id)).toEqual([his]);
      expect(messages.map((row) => row.id)).not.toContain(hers);
      const outbox = await listOutbox(database.db);
      expect(
        outbox.filter((row) => row.kind !== 'candidate-data-deleted' && row.recipient_key === asha),
      ).toEqual([]);
      expect(outbox.filter((row) => row.subject_id === hers)).toEqual([]);
      for (const table of [
        'candidate_sessions',
        'candidate_sign_in_links',
        'trusted_devices',
      ] as const) {
        expect(await database.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
      }
      expect(await candidateSessionFor(database.db, passwordSession.id, start)).toBeNull();
      const counts = await database.db.selectFrom('sign_in_attempts').select('key').execute();
      expect(counts.filter((row) => row.key.includes(asha))).toEqual([]);
    });

    it("should remove the deleted mail's .eml copies and, on SQLite, leave no trace in the files", async () => {
      const id = await apply(asha, firstPassword, {
        files: [{ ...file('cv.txt'), content: Buffer.from('Marker-Zebra-4711 résumé') }],
      });
      const mailFolder = mkdtempSync(join(tmpdir(), 'ngs-mail-'));
      const copies = (await listOutbox(database.db)).filter((row) => row.subject_id === id);
      for (const row of copies) writeFileSync(join(mailFolder, `${row.id}.eml`), row.text_body);
      const kept = join(mailFolder, 'someone-else.eml');
      writeFileSync(kept, 'not about her');

      const session = await sessionOf(await signIn(asha, firstPassword));
      await deleteCandidateData(database.db, {
        session,
        now: start,
        erasure: {
          mailFolder,
          ...(database.scrubFreedPages ? { scrubFreedPages: database.scrubFreedPages } : {}),
        },
      });
      for (const row of copies) expect(existsSync(join(mailFolder, `${row.id}.eml`))).toBe(false);
      expect(existsSync(kept)).toBe(true);
      rmSync(mailFolder, { recursive: true, force: true });
      if (kind === 'sqlite') {
        for (const suffix of ['', '-wal']) {
          const path = `${database.location}${suffix}`;
          const bytes = existsSync(path) ? readFileSync(path).toString('latin1') : '';
          expect(bytes.includes('Marker-Zebra-4711'), path).toBe(false);
        }
      }
    });

    it('should send nothing when nothing was left to delete, and delete nothing when a step fails', async () => {
      const id = await apply(asha, firstPassword, { files: [file('cv.pdf')] });
      const session = await sessionOf(await signIn(asha, firstPassword));
      const before = await listOutbox(database.db);
      await database.db.schema.dropTable('trusted_devices').execute();
      await expect(
        deleteCandidateData(database.db, { session: { ...session, scope: 'address' }, now: start }),
      ).rejects.toThrow();
      expect((await listApplications(database.db)).map((row) => row.id)).toEqual([id]);
      expect(await listOutbox(database.db)).toEqual(before);

      const nobody = { ...session, email: 'nobody@example.com', id: 'none' };
      expect(await deleteCandidateData(database.db, { session: nobody, now: start })).toEqual({
        deletedApplications: 0,
        deletedContactMessages: 0,
      });
      expect(await listOutbox(database.db)).toEqual(before);
    });
  });
});
