import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mail } from '@ngs/content';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicationColumns } from '../../tests/payloads';
import { listOutbox } from '../mail/outbox';
import { isApplicationStatus, setApplicationStatus } from './applicationStatus';
import { openDatabase, type OpenDatabase } from './database';
import { listApplications, submissionStore } from './submissions';

const application = {
  ...applicationColumns,
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaA',
};

let dataDir: string;
let database: OpenDatabase;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ngs-status-'));
  database = await openDatabase({ databaseUrl: undefined, dataDir });
});

afterEach(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('setApplicationStatus', () => {
  it('should start an application at received and move it, with the applicant told once', async () => {
    const id = await submissionStore(database.db).saveApplication(application, []);
    expect((await listApplications(database.db))[0]?.status).toBe('received');

    expect(await setApplicationStatus(database.db, id, 'interview')).toEqual({
      changed: true,
      from: 'received',
      to: 'interview',
    });
    expect((await listApplications(database.db))[0]?.status).toBe('interview');
    const [notice, ...more] = await listOutbox(database.db);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'status-changed',
      subject_id: id,
      recipient: application.email,
      subject: mail.statusChanged.subject({ status: mail.statuses.interview }),
      sent_at: null,
    });
    expect(notice!.text_body).toContain(mail.statuses.interview);
  });

  it('should send nothing when the status does not change, and answer null for an unknown id', async () => {
    const id = await submissionStore(database.db).saveApplication(application, []);
    expect(await setApplicationStatus(database.db, id, 'received')).toEqual({
      changed: false,
      status: 'received',
    });
    expect(await listOutbox(database.db)).toEqual([]);
    expect(await setApplicationStatus(database.db, 'no-such-id', 'offer')).toBeNull();
  });

  it('should keep a withdrawn application withdrawn, telling no one it moved', async () => {
    const id = await submissionStore(database.db).saveApplication(application, []);
    await setApplicationStatus(database.db, id, 'withdrawn');
    const mailBefore = await listOutbox(database.db);
    expect(await setApplicationStatus(database.db, id, 'offer')).toEqual({
      changed: false,
      status: 'withdrawn',
      final: true,
    });
    expect((await listApplications(database.db))[0]?.status).toBe('withdrawn');
    expect(await listOutbox(database.db)).toEqual(mailBefore);
  });

  it('should find only the owner’s application when asked for an owner', async () => {
    const id = await submissionStore(database.db).saveApplication(application, []);
    expect(
      await setApplicationStatus(database.db, id, 'withdrawn', new Date(), {
        ownerEmail: 'someone.else@example.com',
      }),
    ).toBeNull();
    expect(
      await setApplicationStatus(database.db, id, 'withdrawn', new Date(), {
        ownerEmail: application.email.toUpperCase(),
      }),
    ).toEqual({ changed: true, from: 'received', to: 'withdrawn' });
  });

  it('should know the statuses staff may set', () => {
    expect(
      ['received', 'in_review', 'interview', 'offer', 'not_selected', 'withdrawn'].every(
        isApplicationStatus,
      ),
    ).toBe(true);
    expect(isApplicationStatus('hired')).toBe(false);
  });
});
