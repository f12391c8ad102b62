import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/** One structured line. Never put names, e-mail addresses, phone numbers or passwords in it. */
export type LogFields = Record<string, string | number | boolean | undefined>;
export type Log = (fields: LogFields) => void;

export const stdoutLog: Log = (fields) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`);
};

/** One line per request: what was asked, how it ended, how long it took, what was stored. */
export function requestLog(log: Log): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set('requestId', requestId);
    // Set before the answer exists: added afterwards, it makes Hono copy every finished response.
    c.header('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      log({
        requestId,
        method: c.req.method,
        path: c.req.path.slice(0, 300),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        id: c.get('storedId'),
        spam: c.get('spam') || undefined,
      });
    }
  };
}
