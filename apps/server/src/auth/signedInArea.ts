import type { Context, Env, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { SignInState } from '@ngs/forms';
import type { Log } from '../http/log';
import type { Database } from '../storage/schema';
import type { PageRenderer } from '../site/pages';
import { areaTexts, type AreaOptions } from './areaOptions';
import type { OpenedSession } from './sessions';
import { areaCookieValue, clearAreaCookie, setAreaCookie, type AreaCookie } from './cookies';
import { readForm, readSessionForm, seeOther } from './areaResponses';

/** What both signed-in areas' pages are given: their stores and limits, and the renderer. */
export type SignedInPagesOptions = AreaOptions & { renderer: PageRenderer };

export type SignInAnswer =
  | ({ ok: true } & OpenedSession)
  | { ok: false; reason: 'refused' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

interface AreaSession {
  email: string;
  csrfToken: string;
}

/** One area's sign-in: its cookies, its sign-in screen, and its store's checks. */
export interface SignInArea<Session extends AreaSession> {
  /** Counted apart per area in the rate limiter. */
  name: 'staff' | 'candidate';
  cookie: AreaCookie;
  /** A browser that has signed in before (see auth/devices.ts). */
  deviceCookie: AreaCookie;
  /** The form's fields besides the email, each required. */
  fields: readonly string[];
  /** Shown when a field is left empty. */
  required: string;
  /** Shown for every refusal, whichever part was wrong. */
  refused: string;
  /** The sign-in screen, again, with what was typed and why it was refused. */
  page: (c: Context, form: SignInState, status: number) => Promise<Response>;
  signIn: (
    db: Kysely<Database>,
    form: Record<string, string> & { email: string },
    context: { network: string; deviceToken: string | undefined; now: Date; log: Log },
  ) => Promise<SignInAnswer>;
  /** The live session a cookie's token opens, or null when it is unknown or has ended. */
  sessionFor: (db: Kysely<Database>, token: string, now: Date) => Promise<Session | null>;
  /** Ends the session of a cookie's token. */
  endSession: (db: Kysely<Database>, token: string) => Promise<void>;
  /** The most a signed-in form may send, when more than a sign-in form's (`readForm`). */
  formBytes?: number;
}

/** What a request of a signed-in area carries once its session is checked. */
export interface SignedIn<Session> {
  session: Session;
  /** The cookie's token, which signing out ends. */
  token: string;
  /** A post's fields, its form token checked. */
  form?: Record<string, string>;
}

/** The sign-in, the session check and the session lookup of one area, on the pages' stores. */
export function signedInArea<Session extends AreaSession>(
  options: SignedInPagesOptions,
  area: SignInArea<Session>,
) {
  const now = options.now ?? (() => new Date());
  const origins = new Set(options.siteOrigins);
  const secure = { secure: options.secureCookies };

  /** The session the request's cookie opens, with the cookie's token; null when none. */
  async function signedIn(c: Context): Promise<SignedIn<Session> | null> {
    const token = areaCookieValue(c, area.cookie);
    const session = token ? await area.sessionFor(options.db, token, now()) : null;
    return token && session ? { session, token } : null;
  }

  /**
   * Lets through only a request whose cookie opens a session, and a post only when it carries
   * the session's form token (else the sign-in screen, 403). `signedOut` answers a request
   * without a session; `keep` hands what was checked to the area's routes.
   */
  const requireSession =
    <E extends Env>(handlers: {
      signedOut: (c: Context<E>) => Response;
      keep: (c: Context<E>, signedIn: SignedIn<Session>) => void;
    }): MiddlewareHandler<E> =>
    async (c, next) => {
      const found = await signedIn(c);
      if (!found) return handlers.signedOut(c);
      if (c.req.method === 'POST') {
        const form = await readSessionForm(c, origins, found.session.csrfToken, area.formBytes);
        if (!form) {
          return area.page(c, { email: found.session.email, error: areaTexts.csrf }, 403);
        }
        found.form = form;
      }
      handlers.keep(c, found);
      await next();
    };

  /**
   * The session's cookies, as a sign-in that succeeded sets them. A session the browser still
   * held ends: a sign-in always starts a new one (ASVS 7.2.4).
   */
  async function keepSignedIn(c: Context, opened: OpenedSession) {
    const previous = areaCookieValue(c, area.cookie);
    if (previous) await area.endSession(options.db, previous);
    setAreaCookie(c, area.cookie, opened.token, secure);
    if (opened.deviceToken) setAreaCookie(c, area.deviceCookie, opened.deviceToken, secure);
  }

  /**
   * Ends the request's session and clears its cookie, and asks the browser to forget what it
   * kept of the area's pages (Clear-Site-Data); the trusted-device cookie stays.
   */
  async function signOut(c: Context, token: string) {
    await area.endSession(options.db, token);
    clearAreaCookie(c, area.cookie, secure);
    c.header('Clear-Site-Data', '"cache", "storage"');
  }

  /**
   * Answers a sign-in form: refused with the screen again (the email kept, the reason given:
   * 400 empty, 429 too many from this network, 423 locked, 401 wrong), or the session's cookie
   * and a redirect to `next`.
   */
  async function answerSignIn(
    c: Context,
    next: (form: Record<string, string>) => string,
  ): Promise<Response> {
    const form = await readForm(c, origins);
    if (!form) return area.page(c, { email: '', error: areaTexts.csrf }, 400);
    const email = (form.email ?? '').slice(0, 320);
    const kept: SignInState = { email, ...(form.next ? { next: next(form) } : {}) };
    if (!email.trim() || area.fields.some((field) => !form[field])) {
      return area.page(c, { ...kept, error: area.required }, 400);
    }
    const network = options.clientBucket(c);
    const verdict = await options.signInLimiter.take(`${area.name}-sign-in ${network}`);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      const error = `Too many sign-ins from this network. Try again in ${verdict.retryAfterSeconds} seconds.`;
      return area.page(c, { ...kept, error }, 429);
    }
    const sent: Record<string, string> = {};
    for (const field of area.fields) sent[field] = (form[field] ?? '').slice(0, 1024);
    const result = await area.signIn(
      options.db,
      { ...sent, email },
      {
        network,
        deviceToken: areaCookieValue(c, area.deviceCookie),
        now: now(),
        log: options.log,
      },
    );
    if (!result.ok) {
      if (result.reason === 'locked') {
        c.header('Retry-After', String(result.retryAfterSeconds));
        return area.page(c, { ...kept, error: areaTexts.locked(result.retryAfterSeconds) }, 423);
      }
      return area.page(c, { ...kept, error: area.refused }, 401);
    }
    await keepSignedIn(c, result);
    return seeOther(c, next(form));
  }

  return { signedIn, requireSession, answerSignIn, keepSignedIn, signOut };
}
