// What the outbox and sender tests share: contact messages whose mail to staff waits in the outbox.
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { submissionStore } from '../storage/submissions';

/** Stores one contact message per name, one after another, each queuing its mail to staff. */
export async function queueContactMail(db: Kysely<Database>, names: readonly string[]) {
  const store = submissionStore(db, {
    mail: {
      addresses: { staff: 'hr@ngs.example', site: 'https://ngs.example' },
      onStored: () => {},
    },
  });
  for (const name of names) {
    await store.saveContactMessage({
      name,
      email: 'ravi@example.com',
      phone: '',
      subject: '',
      message: 'Hi',
    });
  }
}
