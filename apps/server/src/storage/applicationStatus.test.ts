import { mail } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/outbox';
import { isApplicationStatus, setApplicationStatus } from './applicationStatus';
import { freshSqliteEachTest } from './database.fixtures';
import { listApplications, submissionStore } from './submissions';
import { application } from './submissions.fixtures';

const fresh = freshSqliteEachTest('status');

describe('setApplicationStatus', () => {
  it('should start an application at received and move it, with the applicant told once', async () => {
    const id = await submissionStore(fresh.database.db).saveApplication(application, []);
    expect((await listApplications(fresh.database.db))[0]?.status).toBe('received');

    expect(await setApplicationStatus(fresh.database.db, id, 'interview')).toEqual({
      changed: true,
      from: 'received',
      to: 'interview',
    });
    expect((await listApplications(fresh.database.db))[0]?.status).toBe('interview');
    const [notice, ...more] = await listOutbox(fresh.database.db);
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
    const id = await submissionStore(fresh.database.db).saveApplication(application, []);
    expect(await setApplicationStatus(fresh.database.db, id, 'received')).toEqual({
      changed: false,
      status: 'received',
    });
    expect(await listOutbox(fresh.database.db)).toEqual([]);
    expect(await setApplicationStatus(fresh.database.db, 'no-such-id', 'offer')).toBeNull();
  });

  it('should keep a withdrawn application withdrawn, telling no one it moved', async () => {
    const id = await submissionStore(fresh.database.db).saveApplication(application, []);
    await setApplicationStatus(fresh.database.db, id, 'withdrawn');
    const mailBefore = await listOutbox(fresh.database.db);
    expect(await setApplicationStatus(fresh.database.db, id, 'offer')).toEqual({
      changed: false,
      status: 'withdrawn',
      final: true,
    });
    expect((await listApplications(fresh.database.db))[0]?.status).toBe('withdrawn');
    expect(await listOutbox(fresh.database.db)).toEqual(mailBefore);
  });

  it('should find only the owner’s application when asked for an owner', async () => {
    const id = await submissionStore(fresh.database.db).saveApplication(application, []);
    expect(
      await setApplicationStatus(fresh.database.db, id, 'withdrawn', new Date(), {
        ownerEmail: 'someone.else@example.com',
      }),
    ).toBeNull();
    expect(
      await setApplicationStatus(fresh.database.db, id, 'withdrawn', new Date(), {
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
