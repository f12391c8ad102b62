/**
 * Storage faults: failures of the database or the disk under it, which are the server's fault
 * and temporary, never the visitor's. Each is answered 503 with Retry-After, logged as an error.
 */
export type StorageFaultKind = 'busy' | 'slow' | 'unavailable' | 'full';

export interface StorageFault {
  kind: StorageFaultKind;
  /** The sentence the visitor reads. */
  message: string;
  retryAfterSeconds: number;
}

const faults: Record<StorageFaultKind, Omit<StorageFault, 'kind'>> = {
  busy: {
    message: 'The database is busy. Nothing was stored: please try again in a few seconds.',
    retryAfterSeconds: 5,
  },
  slow: {
    message: 'The database took too long to answer. Nothing was stored: please try again shortly.',
    retryAfterSeconds: 15,
  },
  unavailable: {
    message:
      'The database is unavailable right now. Nothing was stored: please try again in a minute.',
    retryAfterSeconds: 30,
  },
  full: {
    message:
      'The server has no room to store this right now. Nothing was stored: please try again later.',
    retryAfterSeconds: 300,
  },
};

export function storageFaultOfKind(kind: StorageFaultKind): StorageFault {
  return { kind, ...faults[kind] };
}

/** Errors the storage layer itself recognised (the PostgreSQL pool's own timeouts, aborts). */
const marked = new WeakMap<object, StorageFaultKind>();

export function markStorageFault<E>(error: E, kind: StorageFaultKind): E {
  if (typeof error === 'object' && error !== null && !marked.has(error)) marked.set(error, kind);
  return error;
}

const diskFull = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', '53100']);

const unreachable = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EIO',
  'EROFS',
]);

/** PostgreSQL SQLSTATE codes (appendix A) that say "not now" rather than "this is wrong". */
function postgresKind(code: string): StorageFaultKind | undefined {
  if (code === '40001' || code === '40P01') return 'busy';
  // query_canceled (statement_timeout), lock_not_available (lock_timeout), idle in transaction.
  if (code === '57014' || code === '55P03' || code === '25P03') return 'slow';
  const category = code.slice(0, 2);
  // Connection exceptions, insufficient resources, operator intervention (shutdown, crash
  // recovery), system errors, and a database or role that is not there (yet).
  if (['08', '53', '57', '58', '28', '3D'].includes(category)) return 'unavailable';
  return undefined;
}

function sqliteKind(code: string): StorageFaultKind | undefined {
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
  if (
    ['SQLITE_IOERR', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_CORRUPT', 'SQLITE_NOTADB'].some(
      (prefix) => code.startsWith(prefix),
    ) ||
    code === 'SQLITE_NOMEM' ||
    code === 'SQLITE_PROTOCOL'
  ) {
    return 'unavailable';
  }
  return undefined;
}

/**
 * What kind of storage fault an error is, or undefined when it is something else (a bug, a
 * constraint violated): those stay 500.
 */
export function storageFault(error: unknown): StorageFault | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const markedKind = marked.get(error);
  if (markedKind) return storageFaultOfKind(markedKind);
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (diskFull.has(code)) return storageFaultOfKind('full');
    if (unreachable.has(code)) return storageFaultOfKind('unavailable');
    const kind = code.startsWith('SQLITE_')
      ? sqliteKind(code)
      : /^[0-9A-Z]{5}$/.test(code)
        ? postgresKind(code)
        : undefined;
    if (kind) return storageFaultOfKind(kind);
  }
  // better-sqlite3 throws this TypeError for a query on a closed database.
  if (error instanceof TypeError && error.message === 'The database connection is not open') {
    return storageFaultOfKind('unavailable');
  }
  return undefined;
}

/** A sentence for the operator on why the database could not be opened: no secrets in it. */
export function describeStorageError(error: unknown, connectTimeoutMs: number): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case 'ECONNREFUSED':
      return 'the connection was refused (is the database running, and on that port?)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'the database host name could not be resolved';
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `the database host could not be reached (${String(code)})`;
    default:
      if (marked.get(error as object) === 'unavailable' && /timeout|terminated/i.test(message)) {
        return `the database did not answer within ${connectTimeoutMs} ms`;
      }
      return typeof code === 'string' && code !== '' ? `${message} (${code})` : message;
  }
}
