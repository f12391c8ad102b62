import type { Context } from 'hono';
import type { SignedInView } from '@ngs/forms';
import { originAllowed } from '../http/guards';
import { sameSecret } from './tokens';
import { contentSecurityPolicy, securityHeaders } from '../site/headers';
import { sendHtml } from '../site/index';
import type { PageRenderer } from '../site/pages';

/** Whatever a signed-in screen answers: private, never stored, never indexed. */
const privateHeaders = {
  ...securityHeaders,
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/** The screen of `view`, rendered for this request only. */
export async function sendView(
  c: Context,
  renderer: PageRenderer,
  view: SignedInView,
  status = 200,
) {
  const url = new URL(c.req.url);
  // `/staff/` is `/staff` to the router, which would answer the spelling with a redirect.
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  const page = await renderer.renderSignedIn(path, url.search, view);
  return sendHtml(c, page.html, status, { ...privateHeaders, 'Content-Security-Policy': page.csp });
}

/** The site's not-found screen, for an id that names nothing (or nothing of this person's). */
export async function sendNotFound(c: Context, renderer: PageRenderer) {
  const page = await renderer.render('/not-found', '');
  return sendHtml(c, page.html, 404, { ...privateHeaders, 'Content-Security-Policy': page.csp });
}

/** Post/redirect/get: after a form, the browser asks for the page afresh. */
export const seeOther = (c: Context, location: string) =>
  c.body(null, 303, {
    ...privateHeaders,
    'Content-Security-Policy': contentSecurityPolicy([]),
    Location: location,
  });

/** The most a signed-in area's form may send, unless the area allows more (`formBytes`). */
export const maxFormBytes = 16 * 1024;

/**
 * A form's fields, or null when the post is not one of this site's forms: another origin, not
 * url-encoded, or too large. Every field is text; a repeated name keeps its first value.
 */
export async function readForm(
  c: Context,
  siteOrigins: ReadonlySet<string>,
  maxBytes = maxFormBytes,
): Promise<Record<string, string> | null> {
  if (!originAllowed(c, siteOrigins)) return null;
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  if (Number(c.req.header('content-length') ?? 0) > maxBytes) return null;
  const text = await c.req.text().catch(() => null);
  if (text === null || text.length > maxBytes) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) fields[name] ??= value;
  return fields;
}

/**
 * A signed-in form's fields, or null when it is not one of this site's forms (see `readForm`)
 * or does not carry the session's CSRF token.
 */
export async function readSessionForm(
  c: Context,
  siteOrigins: ReadonlySet<string>,
  csrfToken: string,
  maxBytes = maxFormBytes,
): Promise<Record<string, string> | null> {
  const form = await readForm(c, siteOrigins, maxBytes);
  return form && sameSecret(form.csrf ?? '', csrfToken) ? form : null;
}

/** A `next` address only ever leads back into the same area of this site. */
export function safeNext(next: string | undefined, area: string): string {
  if (!next) return area;
  if (next !== area && !next.startsWith(`${area}/`) && !next.startsWith(`${area}?`)) return area;
  // A path, not a protocol-relative or escaped address that a browser could read as another host.
  return /^\/[^/\\]/.test(next) && !/[\s\\]/.test(next) ? next : area;
}
