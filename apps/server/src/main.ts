import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { aliasRedirects } from '@ngs/content';
import { startJobAlerts } from './careers/jobAlerts';
import { careersPages } from './careers/publicPages';
import { apiOptions } from './forms/options';
import { addressBucket } from './http/clientAddress';
import { rateLimiter } from './http/rateLimit';
import { memoryCounters } from './storage/counters';
import { createApp } from './app';
import { readConfig } from './config';
import { gracefulShutdown, httpServerOptions } from './http/lifecycle';
import { stdoutLog } from './http/log';
import { createSite, loadPageRenderer, readScriptHashes } from './site';
import { databaseTarget, openDatabase, type OpenDatabase } from './storage/database';
import { describeStorageError } from './storage/errors';
import { keepRetention } from './storage/retention';
import { startMail } from './mail/start';
import { mailFolder } from './mail/transport';

const config = readConfig(process.env);
// Everything this process writes (the database, its journal, mail files, backups) is its user's
// alone: files 0600, folders 0700.
process.umask(0o077);
// Migrations run before listening: without its schema the server could store nothing, so an
// unreachable database stops it here, within the connection timeout, for its supervisor to retry.
let database: OpenDatabase;
try {
  database = await openDatabase(config);
} catch (error) {
  const reason = describeStorageError(error, config.databaseConnectTimeoutMs);
  const message = `Could not open ${databaseTarget(config)}: ${reason}. The server did not start.`;
  const line = { time: new Date().toISOString(), level: 'error', event: 'start-failed', message };
  process.stderr.write(`${JSON.stringify(line)}\n`);
  process.exit(1);
}

// E-mail goes through the outbox: committed with the submission, then sent by this process.
const mail = startMail(config, database, stdoutLog);

// The site's renderer, for the pages that depend on the request (a search, a refused form).
const renderer = await loadPageRenderer(config.distDir);

const api = apiOptions(config, database, mail.submissions);

// A deletion also reaches the mail files (without SMTP_URL) and SQLite's freed pages (D33).
const erasure = {
  ...(config.smtpUrl ? {} : { mailFolder: mailFolder(config.dataDir) }),
  ...(database.scrubFreedPages ? { scrubFreedPages: database.scrubFreedPages } : {}),
};

const clientDir = join(config.distDir, 'client');
const builtSitemapFile = join(clientDir, 'sitemap.xml');

const app = createApp({
  renderer,
  site: createSite({
    clientDir,
    aliasRedirects,
    scriptHashes: readScriptHashes(config.distDir),
    hsts: { maxAge: config.hstsMaxAge, includeSubDomains: config.hstsIncludeSubDomains },
    // Browsers ignore Strict-Transport-Security over plain HTTP: a forged header gains nothing.
    isHttps: (c) => c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https',
    renderer,
    // The careers pages are made from the openings staff publish, without a build (issue 34).
    ...(renderer
      ? {
          madePages: careersPages({
            db: database.db,
            renderer,
            ...(existsSync(builtSitemapFile)
              ? { builtSitemap: readFileSync(builtSitemapFile, 'utf8') }
              : {}),
          }),
        }
      : {}),
  }),
  api,
  staff: {
    db: database.db,
    log: stdoutLog,
    siteOrigins: config.siteOrigins,
    signInLimiter: rateLimiter({
      counters: api.counters ?? memoryCounters(),
      limit: config.staffSignInsPerMinute,
    }),
    clientBucket: (c) => addressBucket(api.clientIp(c)),
    secureCookies: config.secureCookies,
    siteUrl: config.siteUrl,
    erasure,
    onMailQueued: mail.sender.nudge,
  },
  jobAlerts: {
    db: database.db,
    siteOrigins: config.siteOrigins,
    // Counted as the other public forms are, per client bucket, across instances on PostgreSQL.
    limiter: rateLimiter({
      counters: api.counters ?? memoryCounters(),
      limit: config.rateLimitPerMinute,
    }),
    clientBucket: (c) => addressBucket(api.clientIp(c)),
    siteUrl: config.siteUrl,
    log: stdoutLog,
    onMailQueued: mail.sender.nudge,
  },
  log: stdoutLog,
  ...(database.freeBytes && config.minFreeDiskBytes > 0
    ? { freeSpace: { freeBytes: database.freeBytes, minFreeBytes: config.minFreeDiskBytes } }
    : {}),
});

// Newly published openings are announced to those who asked (D41), through the outbox.
const alerts = startJobAlerts({
  db: database.db,
  kind: database.kind,
  site: config.siteUrl,
  perMinute: config.jobAlertsPerMinute,
  pollMs: config.mailPollMs,
  log: stdoutLog,
  onQueued: mail.sender.nudge,
});

const retention = keepRetention({
  db: database.db,
  retentionDays: config.retentionDays,
  log: stdoutLog,
  erasure,
});

const shutdown = gracefulShutdown({
  timeoutMs: config.shutdownTimeoutMs,
  log: stdoutLog,
  closeStorage: async () => {
    retention.stop();
    await alerts.stop();
    await mail.sender.stop();
    await database.close();
  },
});
const serverOptions = httpServerOptions(config);
const server = serve(
  {
    fetch: shutdown.fetch(app.fetch),
    port: config.port,
    hostname: config.host,
    serverOptions,
  },
  (info) => {
    stdoutLog({
      event: 'listening',
      url: `http://localhost:${info.port}`,
      storage: database.kind,
      location: database.location,
      keepAliveTimeoutMs: serverOptions.keepAliveTimeout,
      headersTimeoutMs: serverOptions.headersTimeout,
      requestTimeoutMs: serverOptions.requestTimeout,
      shutdownTimeoutMs: config.shutdownTimeoutMs,
      mail: mail.target,
    });
  },
);
shutdown.attach(server as Server);
