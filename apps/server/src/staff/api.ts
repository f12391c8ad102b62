import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { staffArea } from '@ngs/content';
import type { AppEnv } from '../context';
import type { Log } from '../log';
import type { Database } from '../storage/schema';
import type { Erasure } from '../storage/erasure';
import { allowOrigins, apiHeaders, limitBody, limitRate, requireMediaType } from '../api/guards';
import { problemResponse } from '../api/problems';
import type { RateLimiter } from '../api/rate-limit';
import { areaCookieValue, clearAreaCookie, setAreaCookie, type AreaCookie } from '../auth/cookies';
import { trustedDeviceTtlMs } from '../auth/devices';
import { sameSecret } from '../auth/tokens';
import { otpauthUri } from '../auth/totp';
import { createInboxApi } from '../staff-inbox/routes';
import { passwordLinkEnrolment, setPasswordWithLink, type SetPasswordResult } from './accounts';
import { sessionFor, signIn, signOut, staffSessionTtlMs } from './sessions';

export const staffApiPath = '/staff/api';
/** The session cookie: sent only to /staff, never to scripts, never from another site. */
export const staffCookie: AreaCookie = {
  name: 'ngs_staff',
  path: '/staff',
  ttlMs: staffSessionTtlMs,
};
/** A browser that has signed in before: its sign-in attempts are counted on their own. */
export const staffDeviceCookie: AreaCookie = {
  name: 'ngs_staff_device',
  path: '/staff',
  ttlMs: trustedDeviceTtlMs,
};

/** Minutes, rounded up, as a sentence says them. */
const minutesOf = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export const staffTexts = {
  signInRefused: 'Wrong email, password or code.',
  locked: (retryAfterSeconds: number) =>
    `Too many failed sign-ins. Try again in ${minutesOf(retryAfterSeconds)}.`,
  signedOut: 'You need to sign in.',
  csrf: 'This request did not come from this site. Reload the page and try again.',
  invalidLink: 'This link has been used or has expired. Ask for a new one.',
} as const;

/** Why a set-password form was refused, in the words of the screen. */
export function setPasswordRefusal(result: Exclude<SetPasswordResult, { outcome: 'set' }>): string {
  const texts = staffArea.setPassword.errors;
  if (result.outcome === 'invalid-link') return staffTexts.invalidLink;
  if (result.outcome === 'wrong-code') return texts.wrongCode;
  return texts[result.verdict];
}

export interface StaffApiOptions {
  db: Kysely<Database>;
  log: Log;
  siteOrigins: readonly string[];
  /** Counts sign-in attempts per client bucket; shared by instances on PostgreSQL. */
  signInLimiter: RateLimiter;
  clientBucket: (c: Context<AppEnv>) => string;
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

/** The body's named string fields, or null when one is missing, not a string or too long. */
async function readStrings<Name extends string>(
  c: Context,
  names: readonly Name[],
): Promise<Record<Name, string> | null> {
  const body: unknown = await c.req.json().catch(() => null);
  if (body === null || typeof body !== 'object') return null;
  const fields = {} as Record<Name, string>;
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value !== 'string' || value.length > 1024) return null;
    fields[name] = value;
  }
  return fields;
}

const noStore = { 'Cache-Control': 'no-store' };

/**
 * The staff area's API: sign-in, sign-out, the session, setting a password and enrolling the
 * second factor from a link. Every other path under it needs a session; a state-changing request
 * also needs the session's CSRF token in `X-CSRF-Token`.
 */
export function createStaffApi(options: StaffApiOptions): Hono<AppEnv> {
  const now = options.now ?? (() => new Date());
  const secure = { secure: options.secureCookies };
  const origins = new Set(options.siteOrigins);
  const jsonPost = [
    apiHeaders,
    allowOrigins(origins),
    requireMediaType(['application/json']),
    limitBody(4 * 1024),
  ] as const;

  const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = areaCookieValue(c, staffCookie);
    const session = token ? await sessionFor(options.db, token, now()) : null;
    if (!token || !session) {
      c.header('Cache-Control', 'no-store');
      return problemResponse(c, 401, staffTexts.signedOut);
    }
    if (!['GET', 'HEAD'].includes(c.req.method)) {
      const sent = c.req.header('x-csrf-token') ?? '';
      if (!sameSecret(sent, session.csrfToken)) return problemResponse(c, 403, staffTexts.csrf);
    }
    c.set('staffSession', session);
    c.set('staffToken', token);
    await next();
  };

  const api = new Hono<AppEnv>();
  api.post(
    '/sign-in',
    ...jsonPost,
    limitRate(options.signInLimiter, 'staff-sign-in', options.clientBucket),
    async (c) => {
      const sent = await readStrings(c, ['email', 'password', 'code'] as const);
      if (!sent) return problemResponse(c, 400, staffTexts.signInRefused);
      const result = await signIn(options.db, sent, {
        network: options.clientBucket(c),
        deviceToken: areaCookieValue(c, staffDeviceCookie),
        now: now(),
        log: options.log,
      });
      if (!result.ok) {
        return result.reason === 'locked'
          ? problemResponse(
              c,
              423,
              staffTexts.locked(result.retryAfterSeconds),
              {},
              { 'Retry-After': String(result.retryAfterSeconds) },
            )
          : problemResponse(c, 401, staffTexts.signInRefused);
      }
      // A sign-in always starts a new session: one the browser still held ends.
      const previous = areaCookieValue(c, staffCookie);
      if (previous) await signOut(options.db, previous);
      setAreaCookie(c, staffCookie, result.token, secure);
      if (result.deviceToken) setAreaCookie(c, staffDeviceCookie, result.deviceToken, secure);
      return c.json({ csrfToken: result.csrfToken }, 200, noStore);
    },
  );
  api.get('/set-password', apiHeaders, async (c) => {
    const enrolment = await passwordLinkEnrolment(options.db, c.req.query('token') ?? '', now());
    if (!enrolment) return problemResponse(c, 400, staffTexts.invalidLink);
    const { totpSecret } = enrolment;
    const uri = otpauthUri({
      issuer: staffArea.authenticatorIssuer,
      account: enrolment.email,
      secret: totpSecret,
    });
    return c.json({ totpSecret, otpauthUri: uri }, 200, noStore);
  });
  api.post('/set-password', ...jsonPost, async (c) => {
    const sent = await readStrings(c, ['token', 'password', 'code'] as const);
    const result: SetPasswordResult = sent
      ? await setPasswordWithLink(options.db, sent, now())
      : { outcome: 'invalid-link' };
    if (result.outcome === 'set') {
      setAreaCookie(c, staffDeviceCookie, result.deviceToken, secure);
      return c.json({ recoveryCodes: result.recoveryCodes }, 200, noStore);
    }
    return problemResponse(c, 400, setPasswordRefusal(result));
  });

  api.use('*', requireSession);
  api.get('/session', (c) => {
    const session = c.get('staffSession');
    return c.json({ email: session.email, csrfToken: session.csrfToken }, 200, noStore);
  });
  api.post('/sign-out', async (c) => {
    await signOut(options.db, c.get('staffToken'));
    clearAreaCookie(c, staffCookie, secure);
    c.header('Clear-Site-Data', '"cache", "storage"');
    return c.body(null, 204);
  });
  api.route('/', createInboxApi(options.db, now, options.onMailQueued));
  api.all('*', (c) => problemResponse(c, 404, 'Not found.'));
  return api;
}
