import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { problemResponse } from './problems';
import type { RateLimiter } from './rate-limit';

/**
 * CORS for the form endpoints: a request with no Origin (not from a browser page), from the
 * site's own origin, or from a configured site origin is let through; any other is refused, so
 * another site cannot post a visitor's browser into our inbox.
 */
export function originAllowed(c: Context, siteOrigins: ReadonlySet<string>): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  if (siteOrigins.has(origin)) return true;
  // Same origin: the page was served by this host. The scheme is not compared because behind a
  // TLS-terminating proxy the server sees http while the page is https.
  try {
    return new URL(origin).host === new URL(c.req.url).host;
  } catch {
    return false;
  }
}

const preflightMaxAgeSeconds = 600;

export function allowOrigins(siteOrigins: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!originAllowed(c, siteOrigins)) {
      return problemResponse(c, 403, 'Requests from this origin are not accepted.');
    }
    const origin = c.req.header('origin');
    await next();
    if (origin !== undefined) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin', { append: true });
    }
  };
}

/** The answer to a CORS preflight for an allowed origin. */
export function preflight(siteOrigins: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  return async (c) => {
    if (!originAllowed(c, siteOrigins)) {
      return problemResponse(c, 403, 'Requests from this origin are not accepted.');
    }
    const origin = c.req.header('origin');
    return c.body(null, 204, {
      ...(origin === undefined ? {} : { 'Access-Control-Allow-Origin': origin }),
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': String(preflightMaxAgeSeconds),
      Vary: 'Origin',
    });
  };
}

export function limitRate(
  limiter: RateLimiter,
  endpoint: string,
  clientIp: (c: Context<AppEnv>) => string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const verdict = limiter.take(`${endpoint} ${clientIp(c)}`);
    if (!verdict.allowed) {
      return problemResponse(
        c,
        429,
        `Too many submissions. Please try again in ${verdict.retryAfterSeconds} seconds.`,
        {},
        { 'Retry-After': String(verdict.retryAfterSeconds) },
      );
    }
    await next();
  };
}

/** 415 unless the body is declared as `mediaType` (parameters such as charset are fine). */
export function requireMediaType(mediaType: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (declared !== mediaType) {
      return problemResponse(c, 415, `The body must be sent as ${mediaType}.`);
    }
    await next();
  };
}

export function limitBody(maxBytes: number): MiddlewareHandler<AppEnv> {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  const size = maxBytes >= 1024 * 1024 ? `${megabytes} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => problemResponse(c, 413, `The request is larger than ${size}.`),
  });
}

/** Marks form answers as private and never cached. */
export const apiHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
};
