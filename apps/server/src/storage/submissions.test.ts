// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './database';
import { application, file } from './submissions.fixtures';
import { listApplications, submissionStore } from './submissions';

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
