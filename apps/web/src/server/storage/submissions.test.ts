// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './database';
import {
  listApplications,
  submissionStore,
  type NewApplication,
  type NewApplicationFile,
} from './submissions';

const application: NewApplication = {
  application_type: 'job',
  email: 'asha.rao@example.com',
  password_hash: 'scrypt$16384$8$5$c2FsdA==$aGFzaA==',
  legal_first_name: 'Asha',
  legal_middle_name: '',
  legal_last_name: 'Rao',
  country_code: 'IN',
  phone_number: '9876543210',
  relocate: 'yes',
  agreement: 'no',
  disability: 'no',
  at_will_accepted: 1,
  previously_employed: 'no',
  previous_employee_id: 'NA',
  notification_job: 0,
  agree_to_privacy_policy: 1,
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
