import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mail as texts } from '@ngs/content';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationColumns } from '../../tests/payloads';
import type { LogFields } from '../log';
import { listOutbox, markSent } from '../mail/outbox';
import { hashPassword, verifyPassword } from '../passwords';
import type * as Passwords from '../passwords';
import { setApplicationStatus } from '../storage/applicationStatus';
import { openDatabase, type OpenDatabase } from '../storage/database';
import type { StorageKind } from '../storage/kind';
import { listApplications, submissionStore } from '../storage/submissions';
import { candidateApplications, deleteCandidateData, withdrawApplication } from './applications';
import {
  candidateSessionFor,
  candidateSignInPolicy,
  signInCandidate,
  signOutCandidate,
} from './sessions';

// Counted, so that a test can see an unknown address still costs one verification.
vi.mock('../passwords', async (actual) => {
  const real = await actual<typeof Passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const start = new Date('2026-03-02T09:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const asha = 'asha.rao@example.com';
const ravi = 'ravi@example.com';
const firstPassword = 'Harbour-Lights-42';
const secondPassword = 'Monsoon-Rain-77';

/** PostgreSQL runs too when the repo's with-postgres script provides one. */
const postgresUrl = process.env['TEST_DATABASE_URL'];
const kinds: StorageKind[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

async function openStore(kind: StorageKind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ngs-candidate-'));
  if (kind === 'sqlite') {
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    return {
      database,
      dispose: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `ngs_candidate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    dispose: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const file = (name: string, field: 'resume' | 'coverLetter' = 'resume') => ({
  field,
  original_name: name,
  stored_name: `${randomBytes(4).toString('hex')}.txt`,
  detected_mime: 'text/plain',
  size: 5,
  sha256: '0'.repeat(64),
  content: Buffer.from('hello'),
});

describe.each(kinds)('the candidate account on %s', (kind) => {
  let database: OpenDatabase;
  let dispose: () => Promise<void>;
  let logged: LogFields[];
  const log = (fields: LogFields) => logged.push(fields);

  beforeEach(async () => {
    ({ database, dispose } = await openStore(kind));
    logged = [];
    vi.mocked(verifyPassword).mockClear();
  });

  afterEach(async () => {
    await dispose();
  });

  /** Stores an application with its e-mail in the outbox, received at `at`. */
  async function apply(
    email: string,
    password: string,
    {
      at = start,
      type = 'internship',
      files = [],
    }: { at?: Date; type?: string; files?: ReturnType<typeof file>[] } = {},
  ) {
    const store = submissionStore(database.db, {
      mail: { addresses: { staff: 'hr@ngs.example', site: 'https://ngs.example' }, onStored() {} },
    });
    const id = await store.saveApplication(
      {
        ...applicationColumns,
        application_type: type,
        email,
        password_hash: await hashPassword(password),
      },
      files,
    );
    await database.db
      .updateTable('applications')
      .set({ created_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
    return id;
  }

  const signIn = (email: string, password: string, now = start) =>
    signInCandidate(database.db, { email, password }, { now, log });

  describe('signing in', () => {
    it('should open a session for the right password, in any case of the address', async () => {
      await apply('Asha.Rao@Example.com', firstPassword);
      const result = await signIn(' ASHA.rao@example.COM ', firstPassword);
      expect(result).toMatchObject({ ok: true });
      if (!result.ok) return;
      expect(result.token).not.toBe(result.csrfToken);
      expect(await candidateSessionFor(database.db, result.token, start)).toEqual({
        email: asha,
        csrfToken: result.csrfToken,
        expiresAt: later(candidateSignInPolicy.sessionTtlMs).toISOString(),
      });
      // Only the token's hash is stored.
      const rows = await database.db.selectFrom('candidate_sessions').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).not.toBe(result.token);
      expect(logged).toContainEqual({ event: 'candidate-signed-in' });
    });

    it('should show the applications of an address with letters outside ASCII once signed in', async () => {
      const id = await apply('Ärzte.Team@Example.com', firstPassword);
      const result = await signIn('ÄRZTE.TEAM@example.com', firstPassword);
      if (!result.ok) throw new Error('sign-in failed');
      const session = await candidateSessionFor(database.db, result.token, start);
      expect(session?.email).toBe('Ärzte.team@example.com');
      expect(
        (await candidateApplications(database.db, session!.email)).map((row) => row.id),
      ).toEqual([id]);
    });

    it('should refuse a wrong password', async () => {
      await apply(asha, firstPassword);
      expect(await signIn(asha, secondPassword)).toEqual({ ok: false, reason: 'refused' });
      expect(await database.db.selectFrom('candidate_sessions').selectAll().execute()).toEqual([]);
    });

    it("should take the password of any of the address's applications, withdrawn too, and no other's", async () => {
      const first = await apply(asha, firstPassword);
      await apply('ASHA.RAO@example.com', secondPassword, { at: later(60_000) });
      await apply(ravi, 'Ravis-Own-Password-9');
      expect(await withdrawApplication(database.db, { email: asha, applicationId: first })).toBe(
        'withdrawn',
      );
      expect(await signIn(asha, firstPassword)).toMatchObject({ ok: true });
      expect(await signIn(asha, secondPassword)).toMatchObject({ ok: true });
      expect(await signIn(asha, 'Ravis-Own-Password-9')).toEqual({ ok: false, reason: 'refused' });
    });

    it('should refuse an unknown address after verifying one hash, like a wrong password', async () => {
      await apply(asha, firstPassword);
      vi.mocked(verifyPassword).mockClear();
      expect(await signIn('nobody@example.com', firstPassword)).toEqual({
        ok: false,
        reason: 'refused',
      });
      expect(verifyPassword).toHaveBeenCalledTimes(1);
      vi.mocked(verifyPassword).mockClear();
      expect(await signIn(asha, secondPassword)).toEqual({ ok: false, reason: 'refused' });
      expect(verifyPassword).toHaveBeenCalledTimes(1);
    });

    it('should refuse an address whose applications were deleted', async () => {
      await apply(asha, firstPassword);
      await deleteCandidateData(database.db, { email: asha, now: start });
      expect(await signIn(asha, firstPassword)).toEqual({ ok: false, reason: 'refused' });
    });

    it('should lock the address after five failures, log it without the address, and open after 15 minutes', async () => {
      await apply(asha, firstPassword);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(await signIn(asha, 'Wrong-Password-1')).toEqual({ ok: false, reason: 'refused' });
      }
      vi.mocked(verifyPassword).mockClear();
      expect(await signIn(asha, firstPassword, later(1000))).toEqual({
        ok: false,
        reason: 'locked',
        retryAfterSeconds: 15 * 60 - 1,
      });
      // A locked address is not even tried.
      expect(verifyPassword).not.toHaveBeenCalled();
      expect(logged.filter((line) => line.event === 'candidate-locked')).toHaveLength(1);
      expect(logged).toContainEqual({
        level: 'warn',
        event: 'candidate-sign-in-locked',
        retryAfterSeconds: 899,
      });
      const everything = JSON.stringify(logged).toLowerCase();
      expect(everything).not.toContain('asha');
      expect(everything).not.toContain(firstPassword.toLowerCase());
      expect(everything).not.toContain('wrong-password');

      expect(await signIn(asha, firstPassword, later(15 * 60_000 - 1))).toMatchObject({
        reason: 'locked',
      });
      expect(await signIn(asha, firstPassword, later(15 * 60_000))).toMatchObject({ ok: true });
    });

    it('should start counting again after a success, and lock unknown addresses alike', async () => {
      await apply(asha, firstPassword);
      for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(asha, 'Wrong-Password-1');
      expect(await signIn(asha, firstPassword)).toMatchObject({ ok: true });
      for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(asha, 'Wrong-Password-1');
      expect(await signIn(asha, firstPassword)).toMatchObject({ ok: true });

      // Were only known addresses locked, the lock would tell a stranger who has applied.
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await signIn('nobody@example.com', 'Wrong-Password-1');
      }
      expect(await signIn('nobody@example.com', firstPassword)).toMatchObject({
        reason: 'locked',
      });
    });

    it('should forget failures a day after the last one, and the rows of addresses tried', async () => {
      await apply(asha, firstPassword);
      for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(asha, 'Wrong-Password-1');
      await signIn('nobody@example.com', 'Wrong-Password-1');
      const dayLater = later(candidateSignInPolicy.forgetFailuresAfterMs + 1);
      await signIn('someone@example.com', 'Wrong-Password-1', dayLater);
      const rows = await database.db
        .selectFrom('candidate_sign_in_locks')
        .select('email')
        .execute();
      expect(rows.map((row) => row.email)).toEqual(['someone@example.com']);
      // Asha's four failures are gone: one more does not lock her.
      await signIn(asha, 'Wrong-Password-1', dayLater);
      expect(await signIn(asha, firstPassword, dayLater)).toMatchObject({ ok: true });
    });
  });

  describe('sessions', () => {
    it('should end two hours after sign-in, and when the candidate signs out', async () => {
      await apply(asha, firstPassword);
      const first = await signIn(asha, firstPassword);
      const second = await signIn(asha, firstPassword);
      if (!first.ok || !second.ok) throw new Error('sign-in failed');
      expect(first.expiresAt).toEqual(later(2 * 60 * 60_000));
      const justBefore = later(candidateSignInPolicy.sessionTtlMs - 1);
      expect(await candidateSessionFor(database.db, first.token, justBefore)).not.toBeNull();
      const atEnd = later(candidateSignInPolicy.sessionTtlMs);
      expect(await candidateSessionFor(database.db, first.token, atEnd)).toBeNull();
      // An ended session is gone, not only hidden: turning the clock back does not revive it.
      expect(await candidateSessionFor(database.db, first.token, start)).toBeNull();

      expect(await candidateSessionFor(database.db, second.token, start)).not.toBeNull();
      await signOutCandidate(database.db, second.token);
      expect(await candidateSessionFor(database.db, second.token, start)).toBeNull();
      expect(await candidateSessionFor(database.db, 'made-up', start)).toBeNull();
    });

    it('should delete sessions nobody came back to at the next sign-in', async () => {
      await apply(asha, firstPassword);
      await apply(ravi, secondPassword);
      const forgotten = await signIn(asha, firstPassword);
      if (!forgotten.ok) throw new Error('sign-in failed');
      await signIn(ravi, secondPassword, later(candidateSignInPolicy.sessionTtlMs));
      const rows = await database.db.selectFrom('candidate_sessions').select('email').execute();
      expect(rows).toEqual([{ email: ravi }]);
    });
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
