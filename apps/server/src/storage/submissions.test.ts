// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { freshSqliteEachTest } from '../testing/freshSqlite';
import { listApplications, submissionStore } from './submissions';
import { application, file } from '../testing/storedSubmissions';

describe('SQLite storage', () => {
  const fresh = freshSqliteEachTest('storage');

  it('should store an application and its files together', async () => {
    const id = await submissionStore(fresh.database.db).saveApplication(application, [
      file('a.txt'),
    ]);
    expect((await listApplications(fresh.database.db)).map((row) => row.id)).toEqual([id]);
  });

  it('should store none of an application when one of its files cannot be stored', async () => {
    // Two resumes break the one-file-per-field rule on the second insert, inside the transaction.
    const store = submissionStore(fresh.database.db);
    await expect(
      store.saveApplication(application, [file('a.txt'), file('b.txt')]),
    ).rejects.toThrow();
    expect(await listApplications(fresh.database.db)).toEqual([]);
  });

  it('should migrate an existing database without change', async () => {
    await submissionStore(fresh.database.db).saveContactMessage({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      subject: '',
      message: 'Hello',
    });
    await fresh.database.close();
    fresh.database = await openDatabase({ databaseUrl: undefined, dataDir: fresh.dataDir });
    const rows = await fresh.database.db.selectFrom('contact_messages').select('name').execute();
    expect(rows).toEqual([{ name: 'Ravi' }]);
  });
});
