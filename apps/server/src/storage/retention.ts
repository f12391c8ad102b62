import type { DeleteResult, Kysely } from 'kysely';
import type { Log } from '../log';
import { clearSentMailBefore, sentMailKeepDays } from '../mail/outbox';
import { removeMailFilesBefore } from '../mail/transport';
import type { Database } from './schema';

const day = 24 * 60 * 60 * 1000;

/** The tables whose rows are about a submission (`subject_id`): they go when it goes. */
const aboutSubmissions = ['outbox', 'staff_notes'] as const;

const deletedRows = async (query: { executeTakeFirst(): Promise<DeleteResult> }) =>
  Number((await query.executeTakeFirst()).numDeletedRows);

export interface DeletedSubmissions {
  contactMessages: number;
  applications: number;
  files: number;
}

/**
 * Deletes every submission received before `cutoff`, an application's files with it, in one
 * transaction: nothing is left half deleted, and nothing newer is touched. `created_at` is an
 * ISO 8601 UTC string in both stores, so comparing the strings compares the instants.
 */
export async function deleteSubmissionsBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<DeletedSubmissions> {
  const before = cutoff.toISOString();
  return db.transaction().execute(async (trx) => {
    const idsReceivedBefore = (table: 'applications' | 'contact_messages') =>
      trx.selectFrom(table).select('id').where('created_at', '<', before);
    // The e-mail and the notes about them go too: they hold the same personal data.
    for (const table of aboutSubmissions) {
      await trx
        .deleteFrom(table)
        .where((where) =>
          where.or([
            where('created_at', '<', before),
            where('subject_id', 'in', idsReceivedBefore('applications')),
            where('subject_id', 'in', idsReceivedBefore('contact_messages')),
          ]),
        )
        .execute();
    }
    const files = await deletedRows(
      trx
        .deleteFrom('application_files')
        .where('application_id', 'in', idsReceivedBefore('applications')),
    );
    const applications = await deletedRows(
      trx.deleteFrom('applications').where('created_at', '<', before),
    );
    const contactMessages = await deletedRows(
      trx.deleteFrom('contact_messages').where('created_at', '<', before),
    );
    return { contactMessages, applications, files };
  });
}

/**
 * Deletes one submission on request (a contact message, or an application with its files, and
 * the e-mail about it), in one transaction. What was deleted, or null when no submission has that id.
 */
export async function deleteSubmission(
  db: Kysely<Database>,
  id: string,
): Promise<{ kind: 'contact message' | 'application'; files: number } | null> {
  return db.transaction().execute(async (trx) => {
    // Mail about it that has not gone out never will; sent copies and notes go as well.
    for (const table of aboutSubmissions) {
      await trx.deleteFrom(table).where('subject_id', '=', id).execute();
    }
    const messages = await deletedRows(trx.deleteFrom('contact_messages').where('id', '=', id));
    if (messages > 0) return { kind: 'contact message', files: 0 };
    const files = await deletedRows(
      trx.deleteFrom('application_files').where('application_id', '=', id),
    );
    const applications = await deletedRows(trx.deleteFrom('applications').where('id', '=', id));
    if (applications === 0) return null;
    return { kind: 'application', files };
  });
}

export interface RetentionOptions {
  db: Kysely<Database>;
  /** Submissions older than this are deleted (D29: two years unless configured). */
  retentionDays: number;
  log: Log;
  /** How often to look again; the first look is at once. */
  everyMs?: number;
  now?: () => Date;
  /** Where sent mail was written as .eml files (no SMTP_URL): emptied like the outbox's rows. */
  mailFolder?: string;
}

/**
 * Keeps the privacy promise while the server runs: deletes what is past the retention period at
 * start and then every six hours, and empties the copies of mail sent over a month ago. Returns the first sweep's outcome and a stop for shutdown.
 */
export function keepRetention({
  db,
  retentionDays,
  log,
  everyMs = 6 * 60 * 60 * 1000,
  now = () => new Date(),
  mailFolder,
}: RetentionOptions) {
  const sweep = async () => {
    const cutoff = new Date(now().getTime() - retentionDays * day);
    try {
      const deleted = await deleteSubmissionsBefore(db, cutoff);
      if (deleted.contactMessages + deleted.applications > 0) {
        log({ event: 'retention', before: cutoff.toISOString(), ...deleted });
      }
      const sentBefore = new Date(now().getTime() - sentMailKeepDays * day);
      const cleared = await clearSentMailBefore(db, sentBefore);
      const files = mailFolder ? await removeMailFilesBefore(mailFolder, sentBefore) : 0;
      if (cleared + files > 0)
        log({ event: 'sent-mail-cleared', before: sentBefore.toISOString(), cleared, files });
      return deleted;
    } catch (error) {
      // The next sweep tries again; nothing was deleted by this one.
      log({ level: 'error', event: 'retention-failed', error: (error as Error).name });
      return null;
    }
  };
  const first = sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return { first, stop: () => clearInterval(timer) };
}
