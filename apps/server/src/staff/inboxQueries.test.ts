import { beforeEach, describe, expect, it } from 'vitest';
import { freshSqliteEachTest } from '../testing/freshSqlite';
import { submissionStore } from '../storage/submissions';
import { listContacts } from './inboxQueries';

const fresh = freshSqliteEachTest('inbox');

beforeEach(async () => {
  const store = submissionStore(fresh.database.db);
  for (const subject of ['50% off training', 'Cloud_move', 'Mobile app']) {
    await store.saveContactMessage({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      subject,
      message: 'Hi',
    });
  }
});

const search = async (q: string) =>
  (await listContacts(fresh.database.db, { q, limit: 50, offset: 0 })).rows.map(
    (row) => row.subject,
  );

describe('searching the inbox', () => {
  it('should find words in any case', async () => {
    expect(await search('MOBILE')).toEqual(['Mobile app']);
  });

  it('should look for % and _ as themselves, not as wildcards', async () => {
    expect(await search('%')).toEqual(['50% off training']);
    expect(await search('_')).toEqual(['Cloud_move']);
  });

  it('should page newest first and count every match', async () => {
    const page = await listContacts(fresh.database.db, { limit: 2, offset: 0 });
    expect(page.total).toBe(3);
    expect(page.rows).toHaveLength(2);
  });
});
