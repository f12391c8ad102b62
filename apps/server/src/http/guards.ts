import type { Context, MiddlewareHandler } from 'hono';
import { problemResponse } from './problems';
import type { RateLimiter } from './rateLimit';

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

export function allowOrigins(siteOrigins: ReadonlySet<string>): MiddlewareHandler {
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
export function preflight(siteOrigins: ReadonlySet<string>): MiddlewareHandler {
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

/** 429 with Retry-After once a client bucket (see http/clientAddress.ts) is over its limit. */
export function limitRate(
  limiter: RateLimiter,
  endpoint: string,
  clientBucket: (c: Context) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await limiter.take(`${endpoint} ${clientBucket(c)}`);
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

/** 415 unless the body is declared as one of `mediaTypes` (parameters such as charset are fine). */
export function requireMediaType(mediaTypes: readonly string[]): MiddlewareHandler {
  const accepted = mediaTypes.join(' or ');
  return async (c, next) => {
    const declared = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (!mediaTypes.includes(declared ?? '')) {
      return problemResponse(c, 415, `The body must be sent as ${accepted}.`);
    }
    await next();
  };
}

/**
 * 413 for a body over `maxBytes`. A declared length is judged before anything is read; a body
 * without one (chunked) is counted as it streams through to the handler and cut off the moment
 * it passes the limit, so it is never buffered whole just to be measured.
 */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  const size = maxBytes >= 1024 * 1024 ? `${megabytes} MB` : `${Math.round(maxBytes / 1024)} KB`;
  // The rest of the body is never read, so the connection cannot carry another request: the
  // server closes it, and says so, or a client would send its next request down a closing socket.
  const tooLarge = (c: Context) =>
    problemResponse(c, 413, `The request is larger than ${size}.`, {}, { Connection: 'close' });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    const body = c.req.raw.body;
    if (declared !== undefined || body === null) {
      if (Number(declared) > maxBytes) return tooLarge(c);
      return next();
    }
    let received = 0;
    let over = false;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          received += chunk.byteLength;
          if (received > maxBytes) {
            over = true;
            controller.error(new RangeError('The body is over its limit.'));
          } else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    // The handler saw its body break off and answered that it could not read it: say why.
    if (over) c.res = await tooLarge(c);
  };
}

/** Marks form answers as private and never cached. */
export const apiHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
};

/** Behind a TLS-terminating proxy the request is plain HTTP; the proxy says what it was. */
export const isHttps = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' ||
  c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
