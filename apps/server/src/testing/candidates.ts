// What the candidate's tests share: a fresh database per test (SQLite, and PostgreSQL when
// the withPostgres script provides one), applications stored as the form stores them, sign-in.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { applicationColumns } from './payloads';
import type { LogFields } from '../http/log';
import { hashPassword } from '../auth/passwords';
import { openDatabase, type OpenDatabase } from '../storage/database';
import type { StorageKind } from '../storage/kind';
import { submissionStore } from '../storage/submissions';
import { scratchPostgresDatabase } from './postgres';
import { candidateSessionFor, signInWithPassword } from '../candidate/sessions';

export const start = new Date('2026-03-02T09:00:00.000Z');
export const later = (ms: number) => new Date(start.getTime() + ms);
export const asha = 'asha.rao@example.com';
export const ravi = 'ravi@example.com';
export const firstPassword = 'Harbour-Lights-42';
export const secondPassword = 'Monsoon-Rain-77';

/** PostgreSQL runs too when the repo's withPostgres script provides one. */
const postgresUrl = process.env['TEST_DATABASE_URL'];
export const kinds: StorageKind[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

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
  const scratch = await scratchPostgresDatabase(postgresUrl!, 'ngs_candidate');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
  return {
    database,
    dispose: async () => {
      await database.close();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const file = (name: string, field: 'resume' | 'coverLetter' = 'resume') => ({
  field,
  original_name: name,
  stored_name: `${randomBytes(4).toString('hex')}.txt`,
  detected_mime: 'text/plain',
  size: 5,
  sha256: '0'.repeat(64),
  content: Buffer.from('hello'),
});

/**
 * Opens a fresh database before each test of the calling describe block and closes it after.
 * `database()` and `logged()` give the current test's; `apply` and `signIn` work on it.
 */
export function useCandidateAccount(kind: StorageKind) {
  let database: OpenDatabase;
  let dispose: () => Promise<void>;
  let logged: LogFields[];
  const log = (fields: LogFields) => logged.push(fields);

  beforeEach(async () => {
    ({ database, dispose } = await openStore(kind));
    logged = [];
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
      role = null,
    }: {
      at?: Date;
      type?: string;
      files?: ReturnType<typeof file>[];
      /** The opening's title, for an application sent from its page. */
      role?: string | null;
    } = {},
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
        ...(role ? { opening_id: randomUUID(), job_title: role } : {}),
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

  const signIn = (email: string, password: string, now = start, deviceToken?: string) =>
    signInWithPassword(
      database.db,
      { email, password },
      { network: '203.0.113.7', now, log, deviceToken },
    );

  /** The session a sign-in opened, as the pages read it from its cookie. */
  async function sessionOf(result: Awaited<ReturnType<typeof signIn>>, now = start) {
    if (!result.ok) throw new Error(`sign-in refused: ${result.reason}`);
    const session = await candidateSessionFor(database.db, result.token, now);
    if (!session) throw new Error('no session');
    return session;
  }

  return { database: () => database, logged: () => logged, apply, signIn, sessionOf, log };
}
