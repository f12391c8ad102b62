import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** A signed-in area's cookie: its name, the only path it is sent to, how long it lasts. */
export interface AreaCookie {
  name: string;
  path: string;
  ttlMs: number;
}

/**
 * Kept from scripts (HttpOnly) and from other sites (SameSite=Strict), sent back only to its
 * path, and only over HTTPS unless the server is told otherwise (`COOKIE_SECURE`).
 */
export function setAreaCookie(
  c: Context,
  cookie: AreaCookie,
  value: string,
  { secure }: { secure: boolean },
): void {
  setCookie(c, cookie.name, value, {
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    path: cookie.path,
    maxAge: Math.floor(cookie.ttlMs / 1000),
  });
}

export const areaCookieValue = (c: Context, cookie: AreaCookie): string | undefined =>
  getCookie(c, cookie.name);

export function clearAreaCookie(c: Context, cookie: AreaCookie, { secure }: { secure: boolean }) {
  deleteCookie(c, cookie.name, { path: cookie.path, secure });
}
