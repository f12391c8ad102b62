import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '../api/guards';

/** A signed-in area's session cookie: its name, the only path it is sent to, how long it lasts. */
export interface SessionCookie {
  name: string;
  path: string;
  ttlMs: number;
}

/** The session's token, kept from scripts and other sites, and sent back only to the area. */
export function setSessionCookie(c: Context, cookie: SessionCookie, token: string): void {
  setCookie(c, cookie.name, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    path: cookie.path,
    maxAge: Math.floor(cookie.ttlMs / 1000),
  });
}

export const sessionCookieToken = (c: Context, cookie: SessionCookie): string | undefined =>
  getCookie(c, cookie.name);

export function clearSessionCookie(c: Context, cookie: SessionCookie): void {
  deleteCookie(c, cookie.name, { path: cookie.path, secure: isHttps(c) });
}
