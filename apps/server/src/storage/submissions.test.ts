// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  sql,
  SqliteDialect,
  type DatabaseConnection,
  type Dialect,
  type Driver,
} from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationColumns } from '../../tests/payloads';
import { currentStorageSignal, withStorageSignal } from './abort';
import { openDatabase, sqliteFileName, type OpenDatabase } from './database';
import type { Database } from './schema';
import {
  listApplications,
  submissionStore,
  type NewApplication,
  type NewApplicationFile,
  type NewContactMessage,
} from './submissions';

const application: NewApplication = {
  ...applicationColumns,
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaA',
};

const file = (stored: string): NewApplicationFile => ({
  field: 'resume',
  original_name: 'cv.txt',
  stored_name: stored,
  detected_mime: 'text/plain',
  size: 2,
  sha256: 'ab',
  content: Buffer.from('hi'),
});

describe('SQLite storage', () => {
  let dataDir: string;
  let database: OpenDatabase;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ngs-storage-'));
    database = await openDatabase({ databaseUrl: undefined, dataDir });
  });
  afterEach(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should store an application and its files together', async () => {
    const id = await submissionStore(database.db).saveApplication(application, [file('a.txt')]);
    expect((await listApplications(database.db)).map((row) => row.id)).toEqual([id]);
  });

  it('should store none of an application when one of its files cannot be stored', async () => {
    // Two resumes break the one-file-per-field rule on the second insert, inside the transaction.
    const store = submissionStore(database.db);
    await expect(
      store.saveApplication(application, [file('a.txt'), file('b.txt')]),
    ).rejects.toThrow();
    expect(await listApplications(database.db)).toEqual([]);
  });

  it('should migrate an existing database without change', async () => {
    await submissionStore(database.db).saveContactMessage({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      subject: '',
      message: 'Hello',
    });
    await database.close();
    database = await openDatabase({ databaseUrl: undefined, dataDir });
    const rows = await database.db.selectFrom('contact_messages').select('name').execute();
    expect(rows).toEqual([{ name: 'Ravi' }]);
  });
});

const message = (name: string): NewContactMessage => ({
  name,
  email: 'ravi@example.com',
  phone: '',
  subject: '',
  message: 'Hello',
});
const contactColumns = 7;

/** Stands for request-scoped state such as a request's deadline signal. */
const callerContext = new AsyncLocalStorage<string>();

interface Statement {
  sql: string;
  parameters: number;
  /** The caller's context the statement ran in, if any. */
  caller: string | undefined;
  /** The storage signal it ran under (see withStorageSignal). */
  signal: AbortSignal | undefined;
}

/**
 * The test's own connection to a migrated SQLite file, which records every statement, can hold
 * inserts back (a commit in flight) and can fail one as a lost connection would.
 */
function observedDatabase(file: string) {
  const statements: Statement[] = [];
  let held: Promise<void> | undefined;
  let failure: { matches: (sql: string) => boolean; error: Error } | undefined;
  const base = new SqliteDialect({ database: new SQLite(file) });
  const observe = (connection: DatabaseConnection): DatabaseConnection => ({
    async executeQuery(query) {
      statements.push({
        sql: query.sql,
        parameters: query.parameters.length,
        caller: callerContext.getStore(),
        signal: currentStorageSignal(),
      });
      if (held && /^insert/i.test(query.sql)) await held;
      if (failure?.matches(query.sql)) {
        const { error } = failure;
        failure = undefined;
        throw error;
      }
      return connection.executeQuery(query);
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  });
  const dialect: Dialect = {
    createAdapter: () => base.createAdapter(),
    createIntrospector: (db) => base.createIntrospector(db),
    createQueryCompiler: () => base.createQueryCompiler(),
    createDriver: (): Driver => {
      const driver = base.createDriver();
      return {
        init: () => driver.init(),
        acquireConnection: async () => observe(await driver.acquireConnection()),
        beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
        commitTransaction: (connection) => driver.commitTransaction(connection),
        rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
        releaseConnection: (connection) => driver.releaseConnection(connection),
        destroy: () => driver.destroy(),
      };
    },
  };
  const inserts = (table: string) =>
    statements.filter((statement) => statement.sql.startsWith(`insert into "${table}"`));
  return {
    db: new Kysely<Database>({ dialect }),
    statements,
    inserts,
    holdInserts() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    /** The next matching statement fails with `error`, without reaching the database. */
    failBefore(matches: (sql: string) => boolean, error: Error) {
      failure = { matches, error };
    },
  };
}

describe('Group commit (SQLite)', () => {
  let dataDir: string;
  let observed: ReturnType<typeof observedDatabase>;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ngs-batch-'));
    await (await openDatabase({ databaseUrl: undefined, dataDir })).close();
    observed = observedDatabase(join(dataDir, sqliteFileName));
  });
  afterEach(async () => {
    await observed.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedMessages = () =>
    observed.db
      .selectFrom('contact_messages')
      .select(['id', 'name'])
      .orderBy(sql`rowid`)
      .execute();

  it('should write messages that arrive together in one statement, in order, each with its own id', async () => {
    const store = submissionStore(observed.db);
    const names = Array.from({ length: 25 }, (_, index) => `Sender ${index}`);
    const ids = await Promise.all(names.map((name) => store.saveContactMessage(message(name))));

    expect(new Set(ids).size).toBe(names.length);
    expect(await storedMessages()).toEqual(names.map((name, index) => ({ id: ids[index], name })));
    expect(observed.inserts('contact_messages').map((insert) => insert.parameters)).toEqual([
      names.length * contactColumns,
    ]);
  });

  it('should answer nobody before the write holding their row has committed, and put what arrives meanwhile in the next one', async () => {
    const store = submissionStore(observed.db);
    const release = observed.holdInserts();
    const settled: string[] = [];
    const first = store.saveContactMessage(message('First')).then((id) => {
      settled.push('First');
      return id;
    });
    await vi.waitFor(() => expect(observed.inserts('contact_messages')).toHaveLength(1));

    const later = Array.from({ length: 10 }, (_, index) =>
      store.saveContactMessage(message(`Later ${index}`)).then((id) => {
        settled.push('Later');
        return id;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toEqual([]);
    expect(observed.inserts('contact_messages')).toHaveLength(1);

    release();
    const ids = [await first, ...(await Promise.all(later))];
    expect(observed.inserts('contact_messages').map((insert) => insert.parameters)).toEqual([
      contactColumns,
      10 * contactColumns,
    ]);
    expect((await storedMessages()).map((row) => row.id)).toEqual(ids);
  });

  it('should commit applications that arrive together in one transaction, each with its own files', async () => {
    const store = submissionStore(observed.db);
    const names = ['Asha', 'Ravi', 'Meera', 'Kiran'];
    const ids = await Promise.all(
      names.map((name) =>
        store.saveApplication({ ...application, legal_first_name: name }, [file(`${name}.txt`)]),
      ),
    );

    expect(observed.statements.filter((statement) => statement.sql === 'commit')).toHaveLength(1);
    expect(observed.inserts('applications')).toHaveLength(1);
    const stored = await observed.db
      .selectFrom('applications')
      .innerJoin('application_files', 'application_files.application_id', 'applications.id')
      .select(['applications.id', 'legal_first_name', 'stored_name'])
      .execute();
    expect(stored).toHaveLength(names.length);
    for (const [index, name] of names.entries()) {
      expect(stored).toContainEqual({
        id: ids[index],
        legal_first_name: name,
        stored_name: `${name}.txt`,
      });
    }
  });

  it('should store the rest of a batch when one submission in it cannot be stored', async () => {
    const store = submissionStore(observed.db);
    const results = await Promise.allSettled([
      store.saveContactMessage(message('Before')),
      // Two resumes break the one-file-per-field rule, and with it the batch's transaction.
      store.saveApplication({ ...application, legal_first_name: 'Broken' }, [
        file('broken-1.txt'),
        file('broken-2.txt'),
      ]),
      store.saveApplication({ ...application, legal_first_name: 'Whole' }, [file('whole.txt')]),
      store.saveContactMessage(message('After')),
    ]);

    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    // They were tried together first: one insert for both messages.
    expect(observed.inserts('contact_messages')[0]?.parameters).toBe(2 * contactColumns);
    expect((await storedMessages()).map((row) => row.name)).toEqual(['Before', 'After']);
    const applications = await listApplications(observed.db);
    expect(applications.map((row) => row.legal_first_name)).toEqual(['Whole']);
    const files = await observed.db.selectFrom('application_files').select('stored_name').execute();
    expect(files).toEqual([{ stored_name: 'whole.txt' }]);
  });

  it('should fail a whole batch at once, trying nothing again alone, when the database itself fails', async () => {
    const store = submissionStore(observed.db);
    const outage = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: 'ECONNRESET',
    });
    observed.failBefore((statement) => statement.startsWith('insert'), outage);
    const results = await Promise.allSettled(
      ['One', 'Two', 'Three'].map((name) => store.saveContactMessage(message(name))),
    );

    expect(results).toEqual(
      Array.from({ length: 3 }, () => ({ status: 'rejected', reason: outage })),
    );
    expect(observed.inserts('contact_messages')).toHaveLength(1);
    expect(await storedMessages()).toEqual([]);
  });

  it("should write a batch outside any caller's context, and a submission alone inside its own", async () => {
    const store = submissionStore(observed.db);
    const save = (caller: string) =>
      callerContext.run(caller, () => store.saveContactMessage(message(caller)));
    await Promise.all(['request 1', 'request 2', 'request 3'].map(save));
    await save('request 4');
    expect(observed.inserts('contact_messages').map((insert) => insert.caller)).toEqual([
      undefined,
      'request 4',
    ]);

    // A batch that one submission breaks: the others are written again alone, each as its caller.
    await Promise.allSettled([
      save('request 5'),
      callerContext.run('request 6', () =>
        store.saveApplication(application, [file('twice-1.txt'), file('twice-2.txt')]),
      ),
      save('request 7'),
    ]);
    expect(
      observed
        .inserts('contact_messages')
        .map((insert) => insert.caller)
        .slice(2),
    ).toEqual([undefined, 'request 5', 'request 7']);
    expect(observed.inserts('applications').map((insert) => insert.caller)).toEqual([
      undefined,
      'request 6',
    ]);
  });

  it("should write a batch under a signal that any of its callers' deadlines stops", async () => {
    const store = submissionStore(observed.db);
    const deadlines = [new AbortController(), new AbortController()];
    await Promise.all(
      deadlines.map((deadline, index) =>
        withStorageSignal(deadline.signal, () =>
          store.saveContactMessage(message(`Sender ${index}`)),
        ),
      ),
    );
    const [batch] = observed.inserts('contact_messages');
    expect(batch?.signal?.aborted).toBe(false);

    deadlines[1]!.abort();
    expect(batch?.signal?.aborted).toBe(true);
  });
});
