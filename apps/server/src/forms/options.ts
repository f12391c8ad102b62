import { openingTakingApplications } from '../careers/openings';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddressResolver } from '../http/clientAddress';
import type { ApiOptions } from './routes';
import type { ServerConfig } from '../config';
import { stdoutLog } from '../http/log';
import { memoryCounters, postgresCounters } from '../storage/counters';
import type { OpenDatabase } from '../storage/database';
import { submissionStore, type SubmissionMail } from '../storage/submissions';

/**
 * The form endpoints' options for a running Node process, the same under `pnpm start` and
 * `pnpm dev`: the configuration, the opened database as store and counters, and the client's
 * address from the socket and the trusted proxies.
 */
export function apiOptions(
  config: ServerConfig,
  database: OpenDatabase,
  mail?: SubmissionMail,
): ApiOptions {
  const clientAddress = clientAddressResolver({
    trusted: config.trustProxy,
    warn: (fields) => stdoutLog({ level: 'warn', ...fields }),
  });
  const clientIp = (c: Context) =>
    clientAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'));
  // SQLite serves one process, so its limits count in memory; PostgreSQL may serve several.
  const counters = database.kind === 'postgres' ? postgresCounters(database.db) : memoryCounters();
  const store = submissionStore(database.db, { concurrentWrites: database.concurrentWrites, mail });
  return {
    ...config,
    store,
    clientIp,
    counters,
    openingTakingApplications: (id) => openingTakingApplications(database.db, id),
  };
}
