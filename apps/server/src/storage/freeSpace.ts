import type { MiddlewareHandler } from 'hono';
import { problemResponse } from '../http/problems';
import type { AppEnv } from '../http/env';
import type { Log } from '../http/log';
import { storageFaultOfKind } from './errors';

export interface FreeSpaceGuard {
  /** Bytes free on the file system that holds the data (see OpenDatabase.freeBytes). */
  freeBytes: () => Promise<number>;
  /** Below this, uploads are refused before their body is read (`MIN_FREE_DISK_MB`). */
  minFreeBytes: number;
}

/**
 * Refuses an upload at once, with 503, when the disk is nearly full: better than reading
 * megabytes only to fail on the write, and it keeps the last free space for the database itself.
 */
export function requireFreeSpace(
  { freeBytes, minFreeBytes }: FreeSpaceGuard,
  log: Log,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let free: number | undefined;
    try {
      free = await freeBytes();
    } catch {
      // Unknown free space is no reason to refuse: the write itself will tell.
    }
    if (free !== undefined && free < minFreeBytes) {
      log({
        level: 'error',
        event: 'low-disk',
        requestId: c.get('requestId'),
        freeMb: Math.floor(free / (1024 * 1024)),
      });
      const fault = storageFaultOfKind('full');
      return problemResponse(
        c,
        503,
        fault.message,
        {},
        {
          'Retry-After': String(fault.retryAfterSeconds),
        },
      );
    }
    await next();
  };
}
