import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddressResolver } from './api/client-address';
import { createApp } from './app';
import { readConfig } from './config';
import type { AppEnv } from './context';
import { stdoutLog } from './log';
import { memoryCounters, postgresCounters } from './storage/counters';
import { openDatabase } from './storage/database';
import { submissionStore } from './storage/submissions';

/**
 * `pnpm dev`: the form endpoints without the prerendered site, which Vite renders instead.
 * Same storage and rules as production, so forms work while developing. A Node request listener,
 * so the site's dev server needs nothing of Hono.
 */
export async function createDevApi() {
  const config = readConfig(process.env);
  const database = await openDatabase(config);
  const clientAddress = clientAddressResolver({
    trusted: config.trustProxy,
    warn: (fields) => stdoutLog({ level: 'warn', ...fields }),
  });
  const clientIp = (c: Context<AppEnv>) =>
    clientAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'));
  const counters = database.kind === 'postgres' ? postgresCounters(database.db) : memoryCounters();
  const app = createApp({
    api: { ...config, store: submissionStore(database.db, database), clientIp, counters },
    log: stdoutLog,
  });
  return getRequestListener(app.fetch);
}
