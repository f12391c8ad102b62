// @vitest-environment node
// Submissions that arrive together are written together: one statement, one transaction.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStorageSignal } from './abort';
import { openDatabase, sqliteFileName } from './database';
import { application, callerContext, file, observedDatabase } from '../testing/storedSubmissions';
import { listApplications, submissionStore, type NewContactMessage } from './submissions';

const message = (name: string): NewContactMessage => ({
  name,
  email: 'ravi@example.com',
  phone: '',
  subject: '',
  message: 'Hello',
});
// The five fields, the id, the time and the address key.
const contactColumns = 8;

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
