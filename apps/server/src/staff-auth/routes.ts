import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { Log } from '../log';
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { allowOrigins, apiHeaders, limitBody, limitRate, requireMediaType } from '../api/guards';
import { problemResponse } from '../api/problems';
import type { RateLimiter } from '../api/rate-limit';
import { createInboxApi } from '../staff-inbox/routes';
import { setPasswordWithLink } from './accounts';
import {
  clearSessionCookie,
  sessionCookieToken,
  setSessionCookie,
  type SessionCookie,
} from './cookies';
import { defaultSignInPolicy, sessionFor, signIn, signOut } from './sessions';
import { sameSecret } from './tokens';

export const staffApiPath = '/staff/api';
/** The session cookie: sent only to /staff, never to scripts, never from another site. */
export const staffCookie: SessionCookie = {
  name: 'ngs_staff',
  path: '/staff',
  ttlMs: defaultSignInPolicy.sessionTtlMs,
};

export const staffTexts = {
  signInRefused: 'Wrong email or password.',
  locked: 'Too many failed sign-ins. This account is locked for 15 minutes.',
  signedOut: 'You need to sign in.',
  csrf: 'This request did not come from the staff area. Reload the page and try again.',
  weakPassword: 'The password does not meet the rules.',
  invalidLink: 'This link has been used or has expired. Ask for a new one.',
} as const;

export interface StaffApiOptions {
  db: Kysely<Database>;
  log: Log;
  siteOrigins: readonly string[];
  /** Counts sign-in attempts per client bucket; shared by instances on PostgreSQL. */
  signInLimiter: RateLimiter;
  clientBucket: (c: Context<AppEnv>) => string;
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

/**
 * The staff area's API: sign-in, sign-out, the session, setting a password from a link. Every
 * other path under it needs a session; a state-changing request also needs the session's CSRF
 * token in `X-CSRF-Token`.
 */
export function createStaffApi(options: StaffApiOptions): Hono<AppEnv> {
  const now = options.now ?? (() => new Date());
  const origins = new Set(options.siteOrigins);
  const jsonPost = [
    apiHeaders,
    allowOrigins(origins),
    requireMediaType(['application/json']),
    limitBody(4 * 1024),
  ] as const;

  const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = sessionCookieToken(c, staffCookie);
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
      const sent = await readStrings(c, ['email', 'password'] as const);
      if (!sent) return problemResponse(c, 400, staffTexts.signInRefused);
      const result = await signIn(options.db, sent, { now: now(), log: options.log });
      if (!result.ok) {
        return result.reason === 'locked'
          ? problemResponse(
              c,
              423,
              staffTexts.locked,
              {},
              {
                'Retry-After': String(result.retryAfterSeconds),
              },
            )
          : problemResponse(c, 401, staffTexts.signInRefused);
      }
      setSessionCookie(c, staffCookie, result.token);
      return c.json({ csrfToken: result.csrfToken }, 200, { 'Cache-Control': 'no-store' });
    },
  );
  api.post('/set-password', ...jsonPost, async (c) => {
    const sent = await readStrings(c, ['token', 'password'] as const);
    const result = sent
      ? await setPasswordWithLink(options.db, sent.token, sent.password, now())
      : 'invalid-link';
    if (result === 'set') return c.body(null, 204);
    return problemResponse(
      c,
      400,
      result === 'weak-password' ? staffTexts.weakPassword : staffTexts.invalidLink,
    );
  });

  api.use('*', requireSession);
  api.get('/session', (c) => {
    const session = c.get('staffSession');
    return c.json({ email: session.email, csrfToken: session.csrfToken }, 200, {
      'Cache-Control': 'no-store',
    });
  });
  api.post('/sign-out', async (c) => {
    await signOut(options.db, c.get('staffToken'));
    clearSessionCookie(c, staffCookie);
    return c.body(null, 204);
  });
  api.route('/', createInboxApi(options.db, now, options.onMailQueued));
  api.all('*', (c) => problemResponse(c, 404, 'Not found.'));
  return api;
}
