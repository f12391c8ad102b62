import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { staffArea } from '@ngs/content';
import { allowOrigins, apiHeaders, limitBody, limitRate, requireMediaType } from '../http/guards';
import { problemResponse } from '../http/problems';
import { areaTexts, type AreaOptions } from '../auth/areaOptions';
import { areaCookieValue, clearAreaCookie, setAreaCookie } from '../auth/cookies';
import { sameSecret } from '../auth/tokens';
import { otpauthUri } from '../auth/totp';
import { createInboxApi } from './inboxApi';
import { passwordLinkEnrolment, setPasswordWithLink, type SetPasswordResult } from './accounts';
import { sessionFor, signIn, signOut, staffCookie, staffDeviceCookie } from './sessions';
import type { StaffEnv } from './staffEnv';

export const staffTexts = {
  ...areaTexts,
  signInRefused: 'Wrong email, password or code.',
  signedOut: 'You need to sign in.',
  invalidLink: 'This link has been used or has expired. Ask for a new one.',
} as const;

/** Why a set-password form was refused, in the words of the screen. */
export function setPasswordRefusal(result: Exclude<SetPasswordResult, { outcome: 'set' }>): string {
  const texts = staffArea.setPassword.errors;
  if (result.outcome === 'invalid-link') return staffTexts.invalidLink;
  if (result.outcome === 'wrong-code') return texts.wrongCode;
  return texts[result.verdict];
}

export type StaffApiOptions = AreaOptions;

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
export function createStaffApi(options: StaffApiOptions): Hono<StaffEnv> {
  const now = options.now ?? (() => new Date());
  const secure = { secure: options.secureCookies };
  const origins = new Set(options.siteOrigins);
  const jsonPost = [
    apiHeaders,
    allowOrigins(origins),
    requireMediaType(['application/json']),
    limitBody(4 * 1024),
  ] as const;

  const requireSession: MiddlewareHandler<StaffEnv> = async (c, next) => {
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

  const api = new Hono<StaffEnv>();
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
