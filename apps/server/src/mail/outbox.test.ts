import { describe, expect, it, vi } from 'vitest';
import { freshSqliteEachTest } from '../testing/freshSqlite';
import { keepRetention } from '../storage/retention';
import { listOutbox, markSent, sentMailKeepDays } from './outbox';
import { queueContactMail } from '../testing/outbox';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2026-03-01T09:00:00.000Z');

const fresh = freshSqliteEachTest('outbox');

async function threeMessages() {
  await queueContactMail(fresh.database.db, ['Sent long ago', 'Sent lately', 'Never sent']);
  const rows = await listOutbox(fresh.database.db);
  const idOf = (name: string) => rows.find((row) => row.text_body.includes(name))!.id;
  await markSent(fresh.database.db, idOf('Sent long ago'), { attempts: 1, now: start });
  await markSent(fresh.database.db, idOf('Sent lately'), {
    attempts: 1,
    now: new Date(start.getTime() + 20 * day),
  });
  return { old: idOf('Sent long ago'), recent: idOf('Sent lately'), unsent: idOf('Never sent') };
}

describe('sent mail', () => {
  it(`should lose its words ${sentMailKeepDays} days after it went out, and only then`, async () => {
    const ids = await threeMessages();
    const log = vi.fn();
    const retention = keepRetention({
      db: fresh.database.db,
      retentionDays: 730,
      log,
      now: () => new Date(start.getTime() + (sentMailKeepDays + 1) * day),
    });
    retention.stop();
    await retention.first;

    const rows = await listOutbox(fresh.database.db);
    const row = (id: string) => rows.find((candidate) => candidate.id === id)!;
    expect(row(ids.old)).toMatchObject({ subject: '', text_body: '', html_body: '' });
    for (const [id, name] of [
      [ids.recent, 'Sent lately'],
      [ids.unsent, 'Never sent'],
    ] as const) {
      expect(row(id).subject).toContain(name);
      expect(row(id).text_body).toContain(name);
      expect(row(id).html_body).toContain(name);
    }
    // What it was, to whom and when stays until the submission goes.
    expect(row(ids.old)).toMatchObject({
      kind: 'new-contact-message',
      recipient: 'hr@ngs.example',
      sent_at: start.toISOString(),
    });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'sent-mail-cleared', cleared: 1 }),
    );
  });
});
