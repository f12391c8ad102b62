import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { aliasRedirects } from '@ngs/content';
import type { Context } from 'hono';
import { createApp } from './app';
import { readConfig } from './config';
import type { AppEnv } from './context';
import { stdoutLog } from './log';
import { createSite } from './site';
import { openDatabase } from './storage/database';
import { submissionStore } from './storage/submissions';

// src/server and dist/server both sit two levels below the app folder.
const config = readConfig(process.env, join(import.meta.dirname, '..', '..'));
const hashesFile = join(config.distDir, 'csp-hashes.json');
const scriptHashes = existsSync(hashesFile)
  ? (JSON.parse(readFileSync(hashesFile, 'utf8')) as string[])
  : [];

const database = await openDatabase(config);

function clientIp(c: Context<AppEnv>): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  return getConnInfo(c).remote.address ?? 'unknown';
}

const app = createApp({
  site: createSite({ clientDir: join(config.distDir, 'client'), aliasRedirects, scriptHashes }),
  api: { ...config, store: submissionStore(database.db), clientIp },
  log: stdoutLog,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  stdoutLog({
    event: 'listening',
    url: `http://localhost:${info.port}`,
    storage: database.kind,
    location: database.location,
  });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void database.close().then(() => process.exit(0))));
}
