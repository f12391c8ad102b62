import { describe, expect, it, vi } from 'vitest';
import { freshSqliteEachTest } from '../testing/freshSqlite';
import { listOutbox } from './outbox';
import { queueContactMail } from '../testing/outbox';
import { startMailSender } from './sender';
import type { MailTransport } from './transport';

const fresh = freshSqliteEachTest('sender');

describe('stopping the sender', () => {
  it('should finish the message in hand and hand back the others it had claimed', async () => {
    await queueContactMail(fresh.database.db, ['One', 'Two', 'Three']);
    const handedOver: string[] = [];
    let answer = () => {};
    const transport: MailTransport = {
      target: 'a mail server that answers when told',
      close: () => {},
      send: (mail) => {
        handedOver.push(mail.id);
        return new Promise<void>((resolve) => (answer = resolve));
      },
    };
    const sender = startMailSender({
      db: fresh.database.db,
      kind: fresh.database.kind,
      transport,
      log: () => {},
      retryBaseMs: 20,
      pollMs: 60_000,
      leaseMs: 60_000,
    });
    await vi.waitFor(() => expect(handedOver).toHaveLength(1));

    const stopped = sender.stop();
    answer();
    await stopped;

    const rows = await listOutbox(fresh.database.db);
    expect(handedOver).toHaveLength(1);
    expect(rows.find((row) => row.id === handedOver[0])!.sent_at).not.toBeNull();
    const others = rows.filter((row) => row.id !== handedOver[0]);
    expect(others).toHaveLength(2);
    expect(others.map((row) => [row.sent_at, row.claimed_until])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
