import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { RateLimiter } from '../http/rateLimit';
import type { Log } from '../http/log';
import type { Database } from '../storage/schema';
import type { Erasure } from '../storage/erasure';

/** What both signed-in areas, the staff's and the candidate's, are given. */
export interface AreaOptions {
  db: Kysely<Database>;
  log: Log;
  siteOrigins: readonly string[];
  /** Counts sign-in attempts per client bucket; shared by instances on PostgreSQL. */
  signInLimiter: RateLimiter;
  clientBucket: (c: Context) => string;
  /** Cookies carry `Secure` (COOKIE_SECURE). */
  secureCookies: boolean;
  /** The site's public origin, for links in e-mail. */
  siteUrl: string;
  /** What deletions must also reach: mail files, SQLite's freed pages. */
  erasure?: Erasure;
  now?: () => Date;
  /** Called once a change has put e-mail into the outbox, to wake the sender. */
  onMailQueued?: () => void;
}

/** Minutes, rounded up, as a sentence says them. */
const minutesOf = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** What both areas say when a sign-in is held back or a form did not come from the site. */
export const areaTexts = {
  locked: (retryAfterSeconds: number) =>
    `Too many failed sign-ins. Try again in ${minutesOf(retryAfterSeconds)}.`,
  csrf: 'This request did not come from this site. Reload the page and try again.',
} as const;
