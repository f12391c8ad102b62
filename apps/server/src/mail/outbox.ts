import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { addressDigest, emailKey } from '../storage/emailKey';
import type { StorageKind } from '../storage/kind';
import type { Database, OutboxTable } from '../storage/schema';
import type { ComposedMail } from './messages';

/** Composed messages as outbox rows, due at once. */
export function outboxRows(mails: readonly ComposedMail[], now = new Date()): OutboxTable[] {
  const at = now.toISOString();
  return mails.map((mail) => ({
    id: randomUUID(),
    created_at: at,
    kind: mail.kind,
    subject_id: mail.subjectId,
    recipient: mail.recipient,
    recipient_key: addressDigest(emailKey(mail.recipient)),
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    attempts: 0,
    next_attempt_at: at,
    claimed_until: null,
    sent_at: null,
    last_error: null,
    unsubscribe_url: mail.unsubscribeUrl ?? null,
  }));
}

/** The pace of paced mail (job alerts): each is given a minute, and leaves only within it. */
export const paceMs = 60_000;

/** The start of the pace minute `at` falls in. */
export const paceMinuteStart = (at: Date) => new Date(Math.floor(at.getTime() / paceMs) * paceMs);

/**
 * Takes up to `limit` due messages for this sender until `leaseMs` from now. On PostgreSQL the
 * rows are locked with SKIP LOCKED while they are claimed, so two instances never take the
 * same row; a sender that dies leaves its lease to run out, and the row is due again.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  kind: StorageKind,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<OutboxTable[]> {
  const at = now.toISOString();
  let due = db
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where((where) =>
      where.or([where('claimed_until', 'is', null), where('claimed_until', '<', at)]),
    )
    // A job alert whose minute has passed (the server was down, or the sender behind) waits to
    // be given a new one (`repaceOverdueAlerts`): sent at once, the backlog would break the pace.
    .where((where) =>
      where.or([
        where('kind', '!=', 'job-alert'),
        where('next_attempt_at', '>=', paceMinuteStart(now).toISOString()),
      ]),
    )
    // A person's own mail (a sign-in link, a confirmation) never waits behind a batch of alerts.
    .orderBy(sql`case when kind = 'job-alert' then 1 else 0 end`)
    .orderBy('next_attempt_at')
    .limit(limit);
  if (kind === 'postgres') due = due.forUpdate().skipLocked();
  return (
    db
      .updateTable('outbox')
      .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where('id', 'in', due)
      // Checked again on the row itself: should a row be claimed meanwhile, it is not taken twice.
      .where('sent_at', 'is', null)
      .where((where) =>
        where.or([where('claimed_until', 'is', null), where('claimed_until', '<', at)]),
      )
      .returningAll()
      .execute()
  );
}

/**
 * The mail server has the message. With `forget` (see `forgottenOnceSent`) the row keeps only
 * that it went and when: no words, no recipient.
 */
export async function markSent(
  db: Kysely<Database>,
  id: string,
  { attempts, now, forget = false }: { attempts: number; now: Date; forget?: boolean },
): Promise<void> {
  // The digest stays, so that deleting the person's data still finds the row and its .eml copy.
  const forgotten = {
    subject: '',
    text_body: '',
    html_body: '',
    recipient: '',
    unsubscribe_url: null,
  };
  await db
    .updateTable('outbox')
    .set({
      sent_at: now.toISOString(),
      attempts,
      claimed_until: null,
      last_error: null,
      ...(forget ? forgotten : {}),
    })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  db: Kysely<Database>,
  id: string,
  { attempts, retryAt, error }: { attempts: number; retryAt: Date; error: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      attempts,
      next_attempt_at: retryAt.toISOString(),
      claimed_until: null,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute();
}

/** A claimed message that is no longer wanted (see the sender's `stillWanted`): it never leaves. */
export async function dropMail(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('outbox').where('id', '=', id).where('sent_at', 'is', null).execute();
}

/** Frees the claims of unsent messages, due again at once; the caller adds which ones. */
const freeClaims = (db: Kysely<Database>) =>
  db.updateTable('outbox').set({ claimed_until: null }).where('sent_at', 'is', null);

/**
 * Frees every claim. Only for SQLite at start-up: one process owns the file, so a claim found
 * then was left by a process that died mid-send, and its message should go at once.
 */
export async function releaseClaims(db: Kysely<Database>): Promise<void> {
  await freeClaims(db).where('claimed_until', 'is not', null).execute();
}

/** Hands back rows this sender claimed but will not send (it is stopping): due again at once. */
export async function releaseClaimsOf(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await freeClaims(db).where('id', 'in', ids).execute();
}

/** Sent mail keeps its words this long (to answer "did it go out, and what did it say?"). */
export const sentMailKeepDays = 30;

/**
 * Empties the subject and bodies of mail sent before `cutoff`: the submission holds the same
 * personal data and goes at its retention, but the copy need not wait that long. What remains
 * (kind, recipient, when it was sent) goes with the submission. How many rows were emptied.
 */
export async function clearSentMailBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ subject: '', text_body: '', html_body: '' })
    .where('sent_at', '<', cutoff.toISOString())
    .where('text_body', '!=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function listOutbox(db: Kysely<Database>): Promise<OutboxTable[]> {
  return db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('id').execute();
}
