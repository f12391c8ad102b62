import { connect } from 'node:net';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { currentStorageSignal } from './abort';
import { markStorageFault, storageFault } from './errors';

type PoolClientInternals = pg.PoolClient & {
  processID?: number | null;
  secretKey?: number | null;
  connection?: { stream?: { destroy: () => void } };
};

/**
 * Asks the server to stop what a connection is running (PostgreSQL's CancelRequest, sent on a
 * connection of its own): a statement waiting on a lock is ended at once, its transaction rolled
 * back. Best effort: an unreachable server never gets it, and the caller closes the socket.
 */
function cancelRunningStatement(client: PoolClientInternals, timeoutMs: number): void {
  const { processID, secretKey, host, port } = client;
  if (typeof processID !== 'number' || typeof secretKey !== 'number') return;
  const request = Buffer.alloc(16);
  request.writeInt32BE(16, 0);
  request.writeInt32BE(80877102, 4);
  request.writeInt32BE(processID, 8);
  request.writeInt32BE(secretKey, 12);
  const socket = host.startsWith('/') ? connect(`${host}/.s.PGSQL.${port}`) : connect(port, host);
  socket.setTimeout(timeoutMs, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('connect', () => socket.end(request));
}

const hasSqlState = (error: unknown) =>
  typeof (error as { code?: unknown } | null)?.code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

/**
 * The pool as Kysely sees it, with three guarantees pg does not give on its own: a connection
 * that failed below SQL (timeout, reset, black hole) is closed, never reused; work whose request
 * was answered (see withStorageSignal) is cancelled and starts no new statement; and every such
 * failure is marked as a storage fault, so the visitor gets 503, not 500.
 */
export function guardedPool(pool: pg.Pool, connectTimeoutMs: number): PostgresPool {
  const broken = new WeakSet<pg.PoolClient>();
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const closeSocket = (client: pg.PoolClient) =>
    (client as PoolClientInternals).connection?.stream?.destroy();
  const refuseIfAborted = (signal: AbortSignal | undefined) => {
    if (signal?.aborted) {
      throw markStorageFault(
        new Error('The request was answered; its storage work stopped.'),
        'slow',
      );
    }
  };

  async function query(client: pg.PoolClient, sql: string, parameters: readonly unknown[]) {
    const signal = currentStorageSignal();
    if (broken.has(client)) {
      // Closing the connection on release rolls back; an error here would replace the real one.
      if (/^\s*rollback\b/i.test(sql)) return { command: 'ROLLBACK', rowCount: 0, rows: [] };
      throw markStorageFault(
        new Error('The database connection failed and was closed.'),
        'unavailable',
      );
    }
    refuseIfAborted(signal);
    const stop = () => {
      broken.add(client);
      cancelRunningStatement(client, connectTimeoutMs);
      // Unreachable, the server cannot be told: closing the socket settles the query here.
      setTimeout(() => closeSocket(client), 500).unref();
    };
    signal?.addEventListener('abort', stop, { once: true });
    try {
      return await client.query(sql, [...parameters]);
    } catch (error) {
      if (signal?.aborted) throw markStorageFault(error, 'slow');
      if (!hasSqlState(error)) {
        broken.add(client);
        closeSocket(client);
        const timedOut = error instanceof Error && /timeout/i.test(error.message);
        if (!storageFault(error)) markStorageFault(error, timedOut ? 'slow' : 'unavailable');
      }
      throw error;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }

  return {
    options: pool.options,
    async connect() {
      const signal = currentStorageSignal();
      refuseIfAborted(signal);
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        // pg's own "timeout exceeded when trying to connect" has no code: mark it.
        if (!storageFault(error)) markStorageFault(error, 'unavailable');
        throw error;
      }
      if (signal?.aborted) {
        client.release();
        refuseIfAborted(signal);
      }
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        // pg-pool listens for a client's errors only while it is idle; one lost while checked
        // out would be emitted with no listener and crash the process. Its query fails anyway.
        client.on('error', () => broken.add(client));
        wrapper = {
          query: ((sql: string, parameters: readonly unknown[]) =>
            query(client, sql, parameters)) as unknown as PostgresPoolClient['query'],
          // pg-pool destroys a client released with a truthy argument instead of reusing it.
          release: () => client.release(broken.has(client) ? true : undefined),
        };
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
