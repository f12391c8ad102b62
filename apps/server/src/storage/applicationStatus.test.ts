import { mail } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/outbox';
import { isApplicationStatus, isStaffStatus, setApplicationStatus } from './applicationStatus';
import { freshSqliteEachTest } from '../testing/freshSqlite';
import { listApplications, submissionStore } from './submissions';
import { application } from '../testing/storedSubmissions';

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

  it('should find the application only among the ids it is given', async () => {
    const store = submissionStore(fresh.database.db);
    const id = await store.saveApplication(application, []);
    const other = await store.saveApplication(application, []);
    const only = (allowed: string) => (trx: typeof fresh.database.db) =>
      trx.selectFrom('applications').select('id').where('id', '=', allowed);
    expect(
      await setApplicationStatus(fresh.database.db, id, 'withdrawn', new Date(), {
        among: only(other),
      }),
    ).toBeNull();
    expect(
      await setApplicationStatus(fresh.database.db, id, 'withdrawn', new Date(), {
        among: only(id),
      }),
    ).toEqual({ changed: true, from: 'received', to: 'withdrawn' });
  });

  it('should know the statuses, and that staff may set every one but withdrawn', () => {
    const all = ['received', 'in_review', 'interview', 'offer', 'not_selected', 'withdrawn'];
    expect(all.every(isApplicationStatus)).toBe(true);
    expect(isApplicationStatus('hired')).toBe(false);
    expect(all.filter(isStaffStatus)).toEqual(all.slice(0, 5));
  });
});
