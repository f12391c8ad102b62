import type { DeleteResult, ExpressionBuilder, Kysely } from 'kysely';
import { forgetIdleAttempts } from '../auth/attempts';
import { forgetStaleJobAlerts } from '../careers/jobAlerts';
import type { Log } from '../http/log';
import { clearSentMailBefore, sentMailKeepDays } from '../mail/outbox';
import { removeMailFilesBefore } from '../mail/transport';
import { finishErasure, type Erasure } from './erasure';
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
  erasure: Erasure = {},
): Promise<DeletedSubmissions> {
  const before = cutoff.toISOString();
  const { deleted, mailIds } = await db.transaction().execute(async (trx) => {
    const idsReceivedBefore = (table: 'applications' | 'contact_messages') =>
      trx.selectFrom(table).select('id').where('created_at', '<', before);
    const about = (where: ExpressionBuilder<Database, (typeof aboutSubmissions)[number]>) =>
      where.or([
        where('created_at', '<', before),
        where('subject_id', 'in', idsReceivedBefore('applications')),
        where('subject_id', 'in', idsReceivedBefore('contact_messages')),
      ]);
    const mail = await trx.selectFrom('outbox').select('id').where(about).execute();
    // The e-mail and the notes about them go too: they hold the same personal data.
    for (const table of aboutSubmissions) {
      await trx.deleteFrom(table).where(about).execute();
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
    return {
      deleted: { contactMessages, applications, files },
      mailIds: mail.map((row) => row.id),
    };
  });
  if (deleted.contactMessages + deleted.applications > 0) await finishErasure(erasure, mailIds);
  return deleted;
}

/**
 * Deletes one submission on request (a contact message, or an application with its files, and
 * the e-mail about it), in one transaction. What was deleted, or null when no submission has that id.
 */
export async function deleteSubmission(
  db: Kysely<Database>,
  id: string,
  erasure: Erasure = {},
): Promise<{ kind: 'contact message' | 'application'; files: number } | null> {
  const { deleted, mailIds } = await db.transaction().execute(async (trx) => {
    const mail = await trx.selectFrom('outbox').select('id').where('subject_id', '=', id).execute();
    // Mail about it that has not gone out never will; sent copies and notes go as well.
    for (const table of aboutSubmissions) {
      await trx.deleteFrom(table).where('subject_id', '=', id).execute();
    }
    const mailIds = mail.map((row) => row.id);
    const messages = await deletedRows(trx.deleteFrom('contact_messages').where('id', '=', id));
    if (messages > 0) return { deleted: { kind: 'contact message', files: 0 } as const, mailIds };
    const files = await deletedRows(
      trx.deleteFrom('application_files').where('application_id', '=', id),
    );
    const applications = await deletedRows(trx.deleteFrom('applications').where('id', '=', id));
    if (applications === 0) return { deleted: null, mailIds };
    return { deleted: { kind: 'application', files } as const, mailIds };
  });
  if (deleted) await finishErasure(erasure, mailIds);
  return deleted;
}

export interface RetentionOptions {
  db: Kysely<Database>;
  /** Submissions older than this are deleted (D29: two years unless configured). */
  retentionDays: number;
  log: Log;
  /** How often to look again; the first look is at once. */
  everyMs?: number;
  now?: () => Date;
  /** What a deletion must also reach: mail files (no SMTP_URL), SQLite's freed pages. */
  erasure?: Erasure;
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
  erasure = {},
}: RetentionOptions) {
  const sweep = async () => {
    const cutoff = new Date(now().getTime() - retentionDays * day);
    try {
      const deleted = await deleteSubmissionsBefore(db, cutoff, erasure);
      // Counts of sign-in attempts nobody has added to for a day, for addresses known or not.
      await forgetIdleAttempts(db, now());
      await db
        .deleteFrom('candidate_sign_in_links')
        .where('expires_at', '<=', now().toISOString())
        .execute();
      await db
        .deleteFrom('trusted_devices')
        .where('expires_at', '<=', now().toISOString())
        .execute();
      // Unconfirmed job alert subscriptions past their link, and alerts sent before the cutoff.
      await forgetStaleJobAlerts(db, { now: now(), cutoff });
      if (deleted.contactMessages + deleted.applications > 0) {
        log({ event: 'retention', before: cutoff.toISOString(), ...deleted });
      }
      const sentBefore = new Date(now().getTime() - sentMailKeepDays * day);
      const cleared = await clearSentMailBefore(db, sentBefore);
      const files = erasure.mailFolder
        ? await removeMailFilesBefore(erasure.mailFolder, sentBefore)
        : 0;
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
