import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { SignInState } from '@ngs/forms';
import type { AppEnv } from '../context';
import type { PageRenderer } from '../site/pages';
import type { StaffApiOptions } from '../staff-auth/routes';
import { staffTexts } from '../staff-auth/routes';
import { isHttps } from '../api/guards';
import { readForm, seeOther } from './responses';

/** What both signed-in areas are given: the staff API's stores and limits, and the renderer. */
export type SignedInPagesOptions = StaffApiOptions & { renderer: PageRenderer };

type Attempt =
  | { ok: true; token: string }
  | { ok: false; reason: 'locked'; retryAfterSeconds?: number }
  | { ok: false; reason: string };

/** One area's sign-in: where its cookie goes and how a password is checked. */
export interface SignInArea {
  /** Counted apart per area in the rate limiter. */
  name: 'staff' | 'candidate';
  cookie: string;
  /** The cookie's path: the area's root, so no other address receives it. */
  path: string;
  sessionTtlMs: number;
  /** Shown when the email or the password is left empty. */
  required: string;
  attempt: (credentials: { email: string; password: string }) => Promise<Attempt>;
  /** The sign-in screen, again, with what was typed and why it was refused. */
  page: (c: Context<AppEnv>, form: SignInState, status: number) => Promise<Response>;
}

/**
 * Answers a sign-in form: refused with the screen again (the email kept, the reason given:
 * 400 empty, 429 too many from this network, 423 locked, 401 wrong), or the session's cookie
 * and a redirect to `next`.
 */
export async function answerSignIn(
  c: Context<AppEnv>,
  options: SignedInPagesOptions,
  area: SignInArea,
  next: (form: Record<string, string>) => string,
): Promise<Response> {
  const form = await readForm(c, new Set(options.siteOrigins));
  if (!form) return area.page(c, { email: '', error: staffTexts.csrf }, 400);
  const email = (form.email ?? '').slice(0, 320);
  const kept: SignInState = { email, ...(form.next ? { next: next(form) } : {}) };
  if (!email.trim() || !form.password) return area.page(c, { ...kept, error: area.required }, 400);
  const verdict = await options.signInLimiter.take(
    `${area.name}-sign-in ${options.clientBucket(c)}`,
  );
  if (!verdict.allowed) {
    c.header('Retry-After', String(verdict.retryAfterSeconds));
    const error = `Too many sign-ins from this network. Try again in ${verdict.retryAfterSeconds} seconds.`;
    return area.page(c, { ...kept, error }, 429);
  }
  const result = await area.attempt({ email, password: form.password.slice(0, 1024) });
  if (!result.ok) {
    if (result.reason === 'locked') {
      if ('retryAfterSeconds' in result && result.retryAfterSeconds !== undefined) {
        c.header('Retry-After', String(result.retryAfterSeconds));
      }
      return area.page(c, { ...kept, error: staffTexts.locked }, 423);
    }
    return area.page(c, { ...kept, error: staffTexts.signInRefused }, 401);
  }
  setCookie(c, area.cookie, result.token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    path: area.path,
    maxAge: Math.floor(area.sessionTtlMs / 1000),
  });
  return seeOther(c, next(form));
}
