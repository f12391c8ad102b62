import type { Kysely } from 'kysely';
import type { LogFields } from '../http/log';
import type { StorageKind } from '../storage/kind';
import type { Database, OutboxTable } from '../storage/schema';
import { forgottenOnceSent } from './messages';
import {
  claimDueMail,
  dropMail,
  markFailed,
  markSent,
  releaseClaims,
  releaseClaimsOf,
} from './outbox';
import type { MailTransport } from './transport';

export interface MailSenderOptions {
  db: Kysely<Database>;
  kind: StorageKind;
  transport: MailTransport;
  log: (fields: LogFields) => void;
  /** The first retry waits about this long; each next one twice as long, up to `maxRetryMs`. */
  retryBaseMs: number;
  maxRetryMs?: number;
  /** How often the outbox is looked at when nothing nudges the sender. */
  pollMs: number;
  /** How long a claimed message is this sender's before another may take it. */
  leaseMs?: number;
  batchSize?: number;
  now?: () => Date;
  random?: () => number;
  /**
   * Asked just before a message is sent; a message it answers false for is dropped unsent. For
   * mail whose reason can go away while it waits (a job alert whose address unsubscribed).
   */
  stillWanted?: (mail: OutboxTable) => Promise<boolean>;
}

export interface MailSender {
  /** Something was just committed to the outbox: look now rather than at the next poll. */
  nudge: () => void;
  /** Stops polling and waits for the message in hand. */
  stop: () => Promise<void>;
}

/** The wait before retry number `attempts`: doubling, capped, with jitter so retries spread. */
export function retryDelay(
  attempts: number,
  { retryBaseMs, maxRetryMs }: { retryBaseMs: number; maxRetryMs: number },
  random = Math.random,
): number {
  const doubled = Math.min(maxRetryMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(doubled * (0.5 + random() / 2));
}

/** Delivers the outbox at least once: every row is sent until the mail server takes it. */
export function startMailSender(options: MailSenderOptions): MailSender {
  const {
    db,
    kind,
    transport,
    log,
    retryBaseMs,
    maxRetryMs = 6 * 60 * 60_000,
    pollMs,
    leaseMs = 5 * 60_000,
    batchSize = 20,
    now = () => new Date(),
    random = Math.random,
    stillWanted,
  } = options;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function sendOne(row: OutboxTable) {
    try {
      if (stillWanted && !(await stillWanted(row))) {
        await dropMail(db, row.id);
        log({ event: 'mail-dropped', id: row.id, kind: row.kind });
        return;
      }
      await transport.send(row);
      await markSent(db, row.id, {
        attempts: row.attempts + 1,
        now: now(),
        forget: forgottenOnceSent.has(row.kind),
      });
      log({ event: 'mail-sent', id: row.id, kind: row.kind, attempts: row.attempts + 1 });
    } catch (error) {
      const attempts = row.attempts + 1;
      const wait = retryDelay(attempts, { retryBaseMs, maxRetryMs }, random);
      const message = error instanceof Error ? error.message : String(error);
      // The log gets the mail server's codes only: its messages may quote the recipient.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      log({
        level: 'warn',
        event: 'mail-retry',
        id: row.id,
        kind: row.kind,
        attempts,
        retryInMs: wait,
        code,
        responseCode,
      });
      await markFailed(db, row.id, {
        attempts,
        retryAt: new Date(now().getTime() + wait),
        error: message,
      });
    }
  }

  let firstRun = kind === 'sqlite';
  async function drain() {
    if (firstRun) {
      firstRun = false;
      await releaseClaims(db);
    }
    do {
      again = false;
      let batch = await claimDueMail(db, kind, { now: now(), leaseMs, limit: batchSize });
      while (batch.length > 0 && !stopped) {
        for (const [index, row] of batch.entries()) {
          if (stopped) {
            // Another instance (or the next start) sends them now rather than after the lease.
            await releaseClaimsOf(
              db,
              batch.slice(index).map((unsent) => unsent.id),
            );
            break;
          }
          await sendOne(row);
        }
        batch = stopped
          ? []
          : await claimDueMail(db, kind, { now: now(), leaseMs, limit: batchSize });
      }
    } while (again && !stopped);
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error: unknown) =>
        log({
          level: 'error',
          event: 'mail-sender-failed',
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(run, pollMs);
      });
  }

  run();
  return {
    nudge: () => setImmediate(run),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A mail server that hangs must not hold the shutdown: the message in hand stays claimed
      // until its lease ends, then goes out from the next process.
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      transport.close();
    },
  };
}
