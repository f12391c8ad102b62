import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts } from '@ngs/content';
import type { OpeningFields } from '@ngs/forms';
import {
  confirmJobAlerts,
  confirmLinkTtlMs,
  forgetStaleJobAlerts,
  queueDueJobAlerts,
  repaceOverdueAlerts,
  subscribeToJobAlerts,
  unsubscribeJobAlerts,
} from '../src/careers/jobAlerts';
import { createOpening, publishOpening } from '../src/careers/openings';
import { claimDueMail, paceMinuteStart } from '../src/mail/outbox';
import { openDatabase, type OpenDatabase } from '../src/storage/database';
import type { OutboxTable } from '../src/storage/schema';
import { backendForSuite, postgresUrl } from '../src/testing/harness';

// Issue 34, point 5 (D41): the job alerts' store under races, without HTTP in between, so that
// the racers really meet: dispatchers of several instances (each its own pool on PostgreSQL)
// announcing one opening at the same moment, and 25 of each button pressed at once.

const role: OpeningFields = {
  title: 'Race engineer',
  type: 'job',
  team: 'Web development',
  locations: ['hyderabad'],
  employmentType: 'FULL_TIME',
  description: 'Keep things in order.',
  salaryMin: null,
  salaryMax: null,
  salaryPeriod: 'year',
  closesOn: '2099-12-31',
  positions: 1,
};

const site = 'https://careers.ngs.example';
const schedule = { perMinute: 1000, site };
const linkToken = (text: string, step: string) =>
  new RegExp(`/career/alerts/${step}\\?token=([\\w-]+)`).exec(text)?.[1] ?? '';

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`the job alerts' store on ${kind}`, () => {
    const suite = backendForSuite(kind);
    // PostgreSQL: four instances, each with its own pool. SQLite serves one process.
    const stores: OpenDatabase[] = [];
    const db = () => stores[0]!.db;
    beforeAll(async () => {
      const { env, dataDir } = suite.backend;
      for (let index = 0; index < (kind === 'postgres' ? 4 : 1); index += 1) {
        stores.push(await openDatabase({ databaseUrl: env['DATABASE_URL'], dataDir }));
      }
    });
    afterAll(async () => {
      await Promise.all(stores.map((store) => store.close()));
    });

    /** Addresses that asked for alerts and confirmed them at `at`. */
    const confirmedSubscribers = (addresses: string[], at: Date) =>
      db()
        .insertInto('job_alert_subscriptions')
        .values(
          addresses.map((email) => ({
            id: randomUUID(),
            email,
            email_key: email,
            consent_text: jobAlerts.consent,
            consented_at: at.toISOString(),
            confirmed_at: at.toISOString(),
            confirm_token_id: null,
            confirm_expires_at: null,
          })),
        )
        .execute();

    /** What the outbox's sender would take at `now`, claimed in a transaction then undone. */
    const whatTheSenderWouldTake = async (now: Date) => {
      class Undo extends Error {
        constructor(readonly taken: OutboxTable[]) {
          super('undo');
        }
      }
      try {
        await db()
          .transaction()
          .execute(async (trx) => {
            throw new Undo(await claimDueMail(trx, kind, { now, leaseMs: 1000, limit: 10_000 }));
          });
      } catch (error) {
        if (error instanceof Undo) return error.taken;
        throw error;
      }
      throw new Error('the claim was not undone');
    };

    it('should queue one alert per address when 24 dispatchers announce one opening at once', async () => {
      const now = new Date();
      const addresses = Array.from({ length: 30 }, (_, index) => `racer${index}@example.com`);
      await confirmedSubscribers(addresses, now);
      const opening = await createOpening(db(), role, 'hr@ngs.example', now);
      const published = await publishOpening(db(), opening.id, opening.version, 'hr@ngs.example');
      expect(published.outcome).toBe('done');

      const queued = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          queueDueJobAlerts(stores[index % stores.length]!.db, kind, schedule, now),
        ),
      );
      expect(queued.reduce((sum, count) => sum + count, 0)).toBe(addresses.length);
      const alerts = await db()
        .selectFrom('outbox')
        .select(['recipient', 'unsubscribe_url'])
        .where('kind', '=', 'job-alert')
        .where('subject_id', '=', opening.id)
        .execute();
      expect(alerts.map((alert) => alert.recipient).sort()).toEqual([...addresses].sort());
      expect(new Set(alerts.map((alert) => alert.unsubscribe_url)).size).toBe(addresses.length);
      // Nothing more to do for anyone, then or later.
      expect(await queueDueJobAlerts(db(), kind, schedule, now)).toBe(0);
    });

    it('should keep 25 of each button pressed at once to one outcome', async () => {
      const now = new Date();
      const email = 'pressed@example.com';
      const asked = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          subscribeToJobAlerts(stores[index % stores.length]!.db, email, {
            consentText: jobAlerts.consent,
            now,
            site,
          }),
        ),
      );
      expect(asked.filter((outcome) => outcome === 'mailed')).toHaveLength(1);
      const [confirmation, ...more] = await db()
        .selectFrom('outbox')
        .select('text_body')
        .where('kind', '=', 'job-alert-confirmation')
        .where('recipient', '=', email)
        .execute();
      expect(more).toEqual([]);
      const token = linkToken(confirmation!.text_body, 'confirm');

      const confirmed = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          confirmJobAlerts(stores[index % stores.length]!.db, token, now),
        ),
      );
      expect(confirmed).toEqual(Array(25).fill(true));

      const opening = await createOpening(db(), { ...role, title: 'Pressed role' }, 'hr', now);
      await publishOpening(db(), opening.id, opening.version, 'hr');
      await queueDueJobAlerts(db(), kind, schedule, now);
      const alert = await db()
        .selectFrom('outbox')
        .select(['unsubscribe_url'])
        .where('kind', '=', 'job-alert')
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      const unsubscribeToken = new URL(alert.unsubscribe_url!).searchParams.get('token')!;
      const unsubscribed = await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          unsubscribeJobAlerts(stores[index % stores.length]!.db, unsubscribeToken),
        ),
      );
      expect(unsubscribed).toEqual(Array(25).fill(true));
      expect(
        await db()
          .selectFrom('job_alert_subscriptions')
          .select('id')
          .where('email_key', '=', email)
          .execute(),
      ).toEqual([]);
      // The alert still waiting for it will not leave.
      expect(
        await db()
          .selectFrom('outbox')
          .select('id')
          .where('kind', '=', 'job-alert')
          .where('recipient', '=', email)
          .where('sent_at', 'is', null)
          .execute(),
      ).toEqual([]);
    });

    it('should keep to the pace after the server was down: the backlog leaves a minute’s worth at a time', async () => {
      // An hour ahead: the alerts of the tests before are overdue by then too, and counted.
      const queuedAt = new Date(Date.now() + 60 * 60_000);
      const backAt = new Date(queuedAt.getTime() + 60 * 60_000);
      const paced = { perMinute: 3, site };
      const addresses = Array.from({ length: 7 }, (_, index) => `paced${index}@example.com`);
      await confirmedSubscribers(addresses, queuedAt);
      const opening = await createOpening(db(), { ...role, title: 'Paced role' }, 'hr', queuedAt);
      await publishOpening(db(), opening.id, opening.version, 'hr', queuedAt);
      await queueDueJobAlerts(db(), kind, paced, queuedAt);
      const alertsOfOpening = () =>
        db()
          .selectFrom('outbox')
          .select(['id', 'next_attempt_at'])
          .where('kind', '=', 'job-alert')
          .where('subject_id', '=', opening.id)
          .execute();
      const queued = await alertsOfOpening();
      expect(queued.length).toBeGreaterThanOrEqual(addresses.length);

      // An hour later nothing was sent (the server was down): every minute given has passed.
      // The sender takes none of them, which would send them all at once.
      const taken = await whatTheSenderWouldTake(backAt);
      expect(taken.filter((mail) => mail.subject_id === opening.id)).toEqual([]);

      // Given new minutes from now on, a minute's worth to each, and none lost.
      expect(await repaceOverdueAlerts(db(), kind, paced.perMinute, backAt)).toBeGreaterThanOrEqual(
        queued.length,
      );
      const repaced = await alertsOfOpening();
      expect(repaced.map((alert) => alert.id).sort()).toEqual(
        queued.map((alert) => alert.id).sort(),
      );
      const perMinute = new Map<number, number>();
      for (const { next_attempt_at } of await db()
        .selectFrom('outbox')
        .select('next_attempt_at')
        .where('kind', '=', 'job-alert')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '>=', paceMinuteStart(backAt).toISOString())
        .execute()) {
        const minute = Math.floor(Date.parse(next_attempt_at) / 60_000);
        perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
      }
      expect(Math.max(...perMinute.values())).toBe(paced.perMinute);
      for (const alert of repaced) {
        expect(Date.parse(alert.next_attempt_at)).toBeGreaterThanOrEqual(backAt.getTime());
      }
      const sentNow = (await whatTheSenderWouldTake(backAt)).filter(
        (mail) => mail.kind === 'job-alert',
      );
      expect(sentNow).toHaveLength(paced.perMinute);
      // Moved once: a second look an instant later finds nothing overdue.
      expect(await repaceOverdueAlerts(db(), kind, paced.perMinute, backAt)).toBe(0);
    });

    it('should forget what retention says: unconfirmed addresses past their link, old alerts', async () => {
      const now = new Date();
      const ask = (email: string) =>
        subscribeToJobAlerts(db(), email, { consentText: jobAlerts.consent, now, site });
      await ask('never.confirmed@example.com');
      const count = async (table: 'job_alert_subscriptions' | 'job_alert_deliveries') =>
        Number(
          (
            await db()
              .selectFrom(table)
              .select((select) => select.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const subscriptions = await count('job_alert_subscriptions');
      const deliveries = await count('job_alert_deliveries');
      expect(deliveries).toBeGreaterThan(0);
      // Within the link's life, and with alerts newer than the cutoff: nothing goes. (The cutoff
      // is an hour back: this file's earlier alerts may be seconds old on a busy machine.)
      await forgetStaleJobAlerts(db(), { now, cutoff: new Date(now.getTime() - 60 * 60 * 1000) });
      expect(await count('job_alert_subscriptions')).toBe(subscriptions);
      expect(await count('job_alert_deliveries')).toBe(deliveries);
      // Past it: the unconfirmed address goes, the confirmed ones stay; past the cutoff, the
      // record of alerts goes.
      const later = new Date(now.getTime() + confirmLinkTtlMs + 1000);
      await forgetStaleJobAlerts(db(), { now: later, cutoff: later });
      expect(await count('job_alert_subscriptions')).toBe(subscriptions - 1);
      expect(
        await db()
          .selectFrom('job_alert_subscriptions')
          .select('id')
          .where('email_key', '=', 'never.confirmed@example.com')
          .execute(),
      ).toEqual([]);
      expect(await count('job_alert_deliveries')).toBe(0);
    });
  });
}
