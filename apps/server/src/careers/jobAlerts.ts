import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { jobAlerts, openingTexts } from '@ngs/content';
import {
  addressAttemptKey,
  clearAddressAttempts,
  takeAttempt,
  type AttemptPolicy,
} from '../auth/attempts';
import { newToken, tokenId } from '../auth/tokens';
import type { Log } from '../http/log';
import { jobAlertConfirmationMail, jobAlertMail, type AlertedOpening } from '../mail/messages';
import { outboxRows, paceMinuteStart, paceMs } from '../mail/outbox';
import { addressDigest, emailKey } from '../storage/emailKey';
import type { StorageKind } from '../storage/kind';
import type { Database, OutboxTable } from '../storage/schema';
import { dayInIndia, isOpenOn, openingById, type Opening } from './openings';

// Job alerts (issue 34, D41). Who gets an opening's alert: every address that asked for alerts
// on the careers page and confirmed it with the link sent there, and every applicant who ticked
// `notificationJob` in an application for the same type (job or internship) that is still kept.
// Each address once per opening, whichever way it asked, and never after it unsubscribed.

/** A confirmation link works this long; an unconfirmed subscription is deleted after it. */
export const confirmLinkTtlMs = jobAlerts.confirmHours * 60 * 60_000;

/**
 * Confirmation mails to one address, however many people type it: two, then one per back-off
 * step. The form answers the same either way, so it can neither flood a mailbox nor tell whether
 * an address is subscribed.
 */
export const confirmationMailPolicy: AttemptPolicy = {
  allowed: 2,
  backoffMs: [30, 60, 240].map((minutes) => minutes * 60_000),
  forgetAfterMs: 24 * 60 * 60_000,
};

/** A new confirmation link is sent for an unconfirmed address only this long after the last. */
export const resendAfterMs = 10 * 60_000;

/** The attempts' area for confirmation mails (see `addressAttemptKey`). */
const confirmationArea = 'job-alerts';

/** The longest token a link of ours carries (43 characters); anything longer is not one. */
const tokenLength = 64;
const isTokenShaped = (token: string) => token !== '' && token.length <= tokenLength;

/**
 * A visitor asks for job alerts at `email`, agreeing to `consentText`. A new or unconfirmed
 * address is (re)sent a confirmation link, no sooner than `resendAfterMs` after the last and
 * within `confirmationMailPolicy`; its newest link is the one that works. A confirmed address is sent nothing. Whoever asks is told the same.
 */
export async function subscribeToJobAlerts(
  db: Kysely<Database>,
  email: string,
  { consentText, now, site }: { consentText: string; now: Date; site: string },
): Promise<'mailed' | 'quiet'> {
  const typed = email.trim();
  const key = emailKey(typed);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('job_alert_subscriptions')
      .select(['id', 'confirmed_at', 'consented_at'])
      .where('email_key', '=', key)
      .executeTakeFirst();
    if (existing?.confirmed_at) return 'quiet';
    // A link sent moments ago is on its way: a second press sends no second one.
    if (existing && now.getTime() - Date.parse(existing.consented_at) < resendAfterMs) {
      return 'quiet';
    }
    const verdict = await takeAttempt(
      trx,
      addressAttemptKey(confirmationArea, key),
      now,
      confirmationMailPolicy,
    );
    if (!verdict.allowed) return 'quiet';
    const { token, id: confirmTokenId } = newToken();
    const columns = {
      email: typed,
      consent_text: consentText,
      consented_at: at,
      confirm_token_id: confirmTokenId,
      confirm_expires_at: new Date(now.getTime() + confirmLinkTtlMs).toISOString(),
    };
    const id = existing?.id ?? randomUUID();
    const written = existing
      ? await trx
          .updateTable('job_alert_subscriptions')
          .set(columns)
          .where('id', '=', id)
          .where('confirmed_at', 'is', null)
          .executeTakeFirst()
          .then((result) => Number(result.numUpdatedRows))
      : await trx
          .insertInto('job_alert_subscriptions')
          .values({ id, email_key: key, confirmed_at: null, ...columns })
          // Two visitors typing one new address at once: the first one's link is the one sent.
          .onConflict((conflict) => conflict.column('email_key').doNothing())
          .executeTakeFirst()
          .then((result) => Number(result.numInsertedOrUpdatedRows ?? 0));
    if (written === 0) return 'quiet';
    const mail = jobAlertConfirmationMail(typed, { subjectId: id, token, site });
    await trx
      .insertInto('outbox')
      .values(outboxRows([mail], now))
      .execute();
    return 'mailed';
  });
}

/** Whether a confirmation link is one we sent that still works (its page then shows a button). */
export async function confirmationLinkIsValid(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const row = await db
    .selectFrom('job_alert_subscriptions')
    .select('id')
    .where('confirm_token_id', '=', tokenId(token))
    .where('confirm_expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Confirms the subscription of a link's token: from now on its address gets alerts. Using the
 * link again while it works says the same and changes nothing (a double click, a second tab).
 */
export async function confirmJobAlerts(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const id = tokenId(token);
  const at = now.toISOString();
  await db
    .updateTable('job_alert_subscriptions')
    .set({ confirmed_at: at })
    .where('confirm_token_id', '=', id)
    .where('confirm_expires_at', '>', at)
    .where('confirmed_at', 'is', null)
    .execute();
  const row = await db
    .selectFrom('job_alert_subscriptions')
    .select('confirmed_at')
    .where('confirm_token_id', '=', id)
    .where('confirm_expires_at', '>', at)
    .executeTakeFirst();
  return Boolean(row?.confirmed_at);
}

/**
 * The address (`emailKey`) a stop link speaks for: an alert's own token, or the token of the
 * confirmation mail, which also carries a stop link so that nobody waits for an alert to leave.
 */
async function addressOfStopToken(
  db: Kysely<Database>,
  token: string,
): Promise<string | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const id = tokenId(token);
  const delivery = await db
    .selectFrom('job_alert_deliveries')
    .select('email_key')
    .where('token_id', '=', id)
    .executeTakeFirst();
  if (delivery) return delivery.email_key;
  const subscription = await db
    .selectFrom('job_alert_subscriptions')
    .select('email_key')
    .where('confirm_token_id', '=', id)
    .executeTakeFirst();
  return subscription?.email_key;
}

/** Whether a stop link's token is one we sent (its page then shows a button). */
export async function unsubscribeLinkIsValid(
  db: Kysely<Database>,
  token: string,
): Promise<boolean> {
  return (await addressOfStopToken(db, token)) !== undefined;
}

/**
 * Withdraws every consent to alerts of one address (`emailKey`): its subscription, the box ticked
 * in its applications, and the alerts queued for it that have not left. The applications
 * themselves stay.
 */
export async function stopJobAlertsTo(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('job_alert_subscriptions').where('email_key', '=', key).execute();
  await db
    .updateTable('applications')
    .set({ notification_job: 0 })
    .where('email_key', '=', key)
    .where('notification_job', '=', 1)
    .execute();
  await db
    .deleteFrom('outbox')
    .where('kind', '=', 'job-alert')
    .where('recipient_key', '=', addressDigest(key))
    .where('sent_at', 'is', null)
    .execute();
  // The record of alerts sent keeps knowing their stop links (clicked again, they still answer)
  // but no longer holds the address: only its digest, as the tables that merely recognise one.
  await db
    .updateTable('job_alert_deliveries')
    .set({ email_key: addressDigest(key) })
    .where('email_key', '=', key)
    .execute();
}

/**
 * Unsubscribes the address a stop link was sent to, by its token: no sign-in, since the token
 * proves the mail was received there. An alert's link keeps working (unsubscribing again is no
 * error), so a mail program's one-click POST and the person's own click both succeed.
 */
export async function unsubscribeJobAlerts(db: Kysely<Database>, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const key = await addressOfStopToken(trx, token);
    if (key === undefined) return false;
    await stopJobAlertsTo(trx, key);
    return true;
  });
}

/**
 * What "delete all my data" adds for an address its owner proved (D33): the subscription, the
 * record of alerts sent there and the count of confirmation mails. Queued alerts go with the
 * address's other mail.
 */
export async function forgetJobAlertsOf(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('job_alert_subscriptions').where('email_key', '=', key).execute();
  await db.deleteFrom('job_alert_deliveries').where('email_key', '=', key).execute();
  await clearAddressAttempts(db, confirmationArea, key);
}

/**
 * The retention sweep's part: subscriptions never confirmed go once their link has expired (an
 * address nobody proved is not kept), and the record of alerts sent before `cutoff` goes (their
 * stop links then stop working; the confirmation mail's keeps working while the subscription
 * lasts).
 */
export async function forgetStaleJobAlerts(
  db: Kysely<Database>,
  { now, cutoff }: { now: Date; cutoff: Date },
): Promise<void> {
  const at = now.toISOString();
  await db
    .deleteFrom('job_alert_subscriptions')
    .where('confirmed_at', 'is', null)
    .where('confirm_expires_at', '<=', at)
    .execute();
  await db
    .deleteFrom('job_alert_deliveries')
    .where('created_at', '<', cutoff.toISOString())
    .execute();
}

interface Recipient {
  email: string;
  key: string;
}

/**
 * Every address that wants alerts about an opening of `type`, once each: confirmed subscribers
 * as they typed their address, then applicants as their newest such application typed it.
 */
async function consentingAddresses(
  db: Kysely<Database>,
  type: Opening['type'],
): Promise<Recipient[]> {
  const subscribers = await db
    .selectFrom('job_alert_subscriptions')
    .select(['email', 'email_key'])
    .where('confirmed_at', 'is not', null)
    .orderBy('email_key')
    .execute();
  const applicants = await db
    .selectFrom('applications')
    .select(['email', 'email_key'])
    .where('notification_job', '=', 1)
    .where('application_type', '=', type)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const byKey = new Map<string, Recipient>();
  for (const row of [...subscribers, ...applicants]) {
    if (!byKey.has(row.email_key))
      byKey.set(row.email_key, { email: row.email, key: row.email_key });
  }
  return [...byKey.values()];
}

const closingDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const alertedOpening = (opening: Opening): AlertedOpening => ({
  id: opening.id,
  slug: opening.slug,
  title: opening.title,
  type: opening.type,
  team: opening.team,
  places: opening.locations.map((place) => openingTexts.locations[place]).join(', '),
  closesOn: closingDay.format(new Date(`${opening.closesOn}T00:00:00Z`)),
});

/**
 * When each next alert may leave: the minutes from now on, each taking `perMinute` alerts at
 * most, counting those already given it (other openings', other instances').
 */
async function alertSlots(db: Kysely<Database>, perMinute: number, now: Date): Promise<() => Date> {
  let minute = Math.floor(now.getTime() / paceMs);
  const scheduled = await db
    .selectFrom('outbox')
    .select('next_attempt_at')
    .where('kind', '=', 'job-alert')
    .where('next_attempt_at', '>=', paceMinuteStart(now).toISOString())
    .execute();
  const taken = new Map<number, number>();
  const take = (at: number) => taken.set(at, (taken.get(at) ?? 0) + 1);
  for (const row of scheduled) take(Math.floor(Date.parse(row.next_attempt_at) / paceMs));
  return () => {
    while ((taken.get(minute) ?? 0) >= perMinute) minute += 1;
    take(minute);
    return new Date(Math.max(now.getTime(), minute * paceMs));
  };
}

/** Rows written per statement: well under both stores' limits on bound values. */
const chunkSize = 200;

/** Any number, the same in every instance: the dispatchers' lock on PostgreSQL. */
const dispatchLock = 0x4a6f6273;

/**
 * Holds the alerts' schedule for the rest of the transaction: one instance at a time reads it
 * and adds to it. SQLite has one writer anyway.
 */
async function lockSchedule(trx: Kysely<Database>, kind: StorageKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`select pg_advisory_xact_lock(${sql.lit(dispatchLock)})`.execute(trx);
  }
}

export interface AlertSchedule {
  /** The most job alerts that leave per minute (`JOB_ALERTS_PER_MINUTE`), all openings together. */
  perMinute: number;
  /** The site's public origin, for the links. */
  site: string;
}

/**
 * Queues the alerts of one opening, if it is open and not announced yet, in one transaction with
 * the mark that it is: a crash queues all of them or none, and two instances never both queue.
 * They are spread over the minutes from now, `perMinute` to a minute with the alerts already
 * scheduled, and the outbox sends each when its minute comes. How many were queued.
 */
async function queueAlertsOf(
  db: Kysely<Database>,
  kind: StorageKind,
  openingId: string,
  { perMinute, site }: AlertSchedule,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockSchedule(trx, kind);
    const claimed = await trx
      .updateTable('openings')
      .set({ alerts_queued_at: now.toISOString() })
      .where('id', '=', openingId)
      .where('alerts_queued_at', 'is', null)
      .where('status', '=', 'published')
      .where('closes_on', '>=', dayInIndia(now))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return 0;
    const opening = await openingById(trx, openingId);
    if (!opening) return 0;

    const nextSlot = await alertSlots(trx, perMinute, now);

    const recipients = await consentingAddresses(trx, opening.type);
    const announced = alertedOpening(opening);
    let queued = 0;
    for (let from = 0; from < recipients.length; from += chunkSize) {
      const chunk = recipients.slice(from, from + chunkSize).map((recipient) => ({
        recipient,
        delivery: { id: randomUUID(), token: newToken().token },
      }));
      const inserted = await trx
        .insertInto('job_alert_deliveries')
        .values(
          chunk.map(({ recipient, delivery }) => ({
            id: delivery.id,
            opening_id: opening.id,
            email_key: recipient.key,
            token_id: tokenId(delivery.token),
            created_at: now.toISOString(),
          })),
        )
        // An address told of this opening already is not told again.
        .onConflict((conflict) => conflict.columns(['opening_id', 'email_key']).doNothing())
        .returning('id')
        .execute();
      const fresh = new Set(inserted.map((row) => row.id));
      const rows: OutboxTable[] = [];
      for (const { recipient, delivery } of chunk) {
        if (!fresh.has(delivery.id)) continue;
        const [row] = outboxRows(
          [jobAlertMail(recipient.email, { opening: announced, token: delivery.token, site })],
          nextSlot(),
        );
        rows.push({ ...row!, created_at: now.toISOString() });
        queued += 1;
      }
      if (rows.length > 0) await trx.insertInto('outbox').values(rows).execute();
    }
    return queued;
  });
}

/** Queues the alerts of every opening that is open and not announced yet. How many. */
export async function queueDueJobAlerts(
  db: Kysely<Database>,
  kind: StorageKind,
  schedule: AlertSchedule,
  now = new Date(),
): Promise<number> {
  const due = await db
    .selectFrom('openings')
    .select('id')
    .where('status', '=', 'published')
    .where('alerts_queued_at', 'is', null)
    .where('closes_on', '>=', dayInIndia(now))
    .orderBy('published_at')
    .orderBy('id')
    .execute();
  let queued = 0;
  for (const { id } of due) queued += await queueAlertsOf(db, kind, id, schedule, now);
  return queued;
}

/**
 * Gives each alert whose minute passed unsent a new one, from now on at the pace: after the
 * server was down, or its sender fell behind, the backlog leaves `perMinute` at a time, not at
 * once (the sender skips such alerts until then). An alert a sender holds is left to it. How
 * many were moved.
 */
export async function repaceOverdueAlerts(
  db: Kysely<Database>,
  kind: StorageKind,
  perMinute: number,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockSchedule(trx, kind);
    const at = now.toISOString();
    const overdue = await trx
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'job-alert')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<', paceMinuteStart(now).toISOString())
      .where((where) =>
        where.or([where('claimed_until', 'is', null), where('claimed_until', '<', at)]),
      )
      .orderBy('next_attempt_at')
      .orderBy('id')
      .execute();
    const nextSlot = await alertSlots(trx, perMinute, now);
    const byMinute = new Map<string, string[]>();
    for (const { id } of overdue) {
      const minute = nextSlot().toISOString();
      byMinute.set(minute, [...(byMinute.get(minute) ?? []), id]);
    }
    for (const [minute, ids] of byMinute) {
      for (let from = 0; from < ids.length; from += chunkSize) {
        await trx
          .updateTable('outbox')
          .set({ next_attempt_at: minute })
          .where('id', 'in', ids.slice(from, from + chunkSize))
          .execute();
      }
    }
    return overdue.length;
  });
}

/**
 * Whether a queued alert should still leave: its address still consents (a confirmed
 * subscription, or a kept application of the opening's type with the box ticked) and its opening
 * still takes applications. Checked by the sender just before it sends, so an unsubscribe, a
 * deletion or a closing that came after the alert was queued holds too.
 */
export async function alertStillWanted(
  db: Kysely<Database>,
  mail: Pick<OutboxTable, 'recipient' | 'subject_id'>,
  now: Date,
): Promise<boolean> {
  const opening = await openingById(db, mail.subject_id);
  if (!opening || !isOpenOn(opening, dayInIndia(now))) return false;
  const key = emailKey(mail.recipient);
  const subscribed = await db
    .selectFrom('job_alert_subscriptions')
    .select('id')
    .where('email_key', '=', key)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (subscribed) return true;
  const applicant = await db
    .selectFrom('applications')
    .select('id')
    .where('email_key', '=', key)
    .where('notification_job', '=', 1)
    .where('application_type', '=', opening.type)
    .executeTakeFirst();
  return applicant !== undefined;
}

export interface JobAlertsOptions extends AlertSchedule {
  db: Kysely<Database>;
  kind: StorageKind;
  log: Log;
  /** How often to look for openings to announce (`MAIL_POLL_MS`). */
  pollMs: number;
  /** Alerts were queued or given new minutes: the outbox's sender should look now. */
  onQueued: () => void;
  now?: () => Date;
}

/**
 * Announces newly published openings while the server runs: looks at start and every `pollMs`.
 * Every instance looks; the claim on the opening lets one of them queue its alerts.
 */
export function startJobAlerts(options: JobAlertsOptions): { stop: () => Promise<void> } {
  const { db, kind, log, pollMs, onQueued, now = () => new Date() } = options;
  const schedule = { perMinute: options.perMinute, site: options.site };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const look = async () => {
    try {
      const repaced = await repaceOverdueAlerts(db, kind, schedule.perMinute, now());
      if (repaced > 0) log({ event: 'job-alerts-repaced', repaced });
      const queued = await queueDueJobAlerts(db, kind, schedule, now());
      if (queued > 0) log({ event: 'job-alerts-queued', queued });
      if (repaced + queued > 0) onQueued();
    } catch (error) {
      // The next look tries again: nothing was claimed by a transaction that failed.
      log({ level: 'error', event: 'job-alerts-failed', error: (error as Error).name });
    }
  };
  const run = () => {
    if (stopped) return;
    running = look().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(run, pollMs);
    });
  };
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
