import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand, mail } from '@ngs/content';
import { parseTrustProxy, type TrustedProxies } from './http/clientAddress';

export interface ServerConfig {
  port: number;
  host: string;
  /** The site's build (apps/web/dist, or `SITE_DIST`): dist/client and csp-hashes.json. */
  distDir: string;
  /** SQLite lives here unless `DATABASE_URL` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  siteOrigins: string[];
  /** Per endpoint and client bucket; 0 turns the rate limit off (for load tests). */
  rateLimitPerMinute: number;
  /** Stored upload bytes per client bucket per day (`DAILY_UPLOAD_MB_PER_ADDRESS`); 0: no cap. */
  dailyUploadBytesPerAddress: number;
  /** Stored upload bytes for the whole site per day (`DAILY_UPLOAD_MB`); 0: no cap. */
  dailyUploadBytes: number;
  requestTimeoutMs: number;
  /** PostgreSQL: connection and statement limits, below the request's (`DB_*_TIMEOUT_MS`). */
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  /** Applications are refused with 503 below this much free disk (`MIN_FREE_DISK_MB`; 0: off). */
  minFreeDiskBytes: number;
  /** Idle kept-alive connections stay open this long: above load balancers' idle timeouts. */
  keepAliveTimeoutMs: number;
  /** How long SIGTERM waits for requests in flight before cutting them. */
  shutdownTimeoutMs: number;
  /** The proxies whose X-Forwarded-For is believed (`TRUST_PROXY`, default loopback). */
  trustProxy: TrustedProxies;
  /** Strict-Transport-Security max-age in seconds, sent over HTTPS (`HSTS_MAX_AGE`); 0: none. */
  hstsMaxAge: number;
  /** Whether HSTS also covers every subdomain (`HSTS_INCLUDE_SUBDOMAINS`). */
  hstsIncludeSubDomains: boolean;
  /** Submissions are deleted, files included, once this old (`RETENTION_DAYS`; D29: two years). */
  retentionDays: number;
  /** `smtp://user:pass@host:587` or `smtps://…` (`SMTP_URL`); unset: .eml files under dataDir. */
  smtpUrl: string | undefined;
  /** The From header of every e-mail (`MAIL_FROM`). */
  mailFrom: string;
  /** Where new contact messages and applications are announced (`STAFF_EMAIL`). */
  staffEmail: string;
  /** The first retry of a refused e-mail waits about this long, then twice as long each time. */
  mailRetryBaseMs: number;
  /** How often the outbox is checked when no submission has just added to it. */
  mailPollMs: number;
  /**
   * PostgreSQL: how long a message taken by one instance is its own; if that instance dies
   * mid-send, another takes the message after this. Longer than one SMTP exchange can last.
   */
  mailLeaseMs: number;
  /**
   * The most job alerts sent per minute, all openings together (`JOB_ALERTS_PER_MINUTE`): a new
   * opening's alerts are spread over as many minutes as that takes, below the mail provider's
   * sending limits.
   */
  jobAlertsPerMinute: number;
  /** Sign-in attempts to the staff area per client bucket per minute (`STAFF_SIGN_INS_PER_MINUTE`). */
  staffSignInsPerMinute: number;
  /** The site's public address, for links in messages and commands (`SITE_URL`). */
  siteUrl: string;
  /**
   * Session and device cookies carry `Secure` (`COOKIE_SECURE`, on unless `false`). Browsers keep
   * Secure cookies over https and on http://localhost; turn it off only to sign in over plain HTTP
   * from another machine of a private network, never in production.
   */
  secureCookies: boolean;
}

type Env = Record<string, string | undefined>;

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, not "${env[name]}"`);
}

function smtpUrl(env: Env): string | undefined {
  const raw = env['SMTP_URL']?.trim();
  if (!raw) return undefined;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    throw new Error('SMTP_URL must be a URL like smtp://user:password@mail.example:587');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//`);
  }
  return raw;
}

function siteUrl(env: Env): string {
  const raw = env['SITE_URL']?.trim() || `http://localhost:${env['PORT'] ?? 3000}`;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`SITE_URL must be the site's address, like https://ngs.example, not "${raw}"`);
  }
}

function emailAddress(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(raw.replace(/^.*<(.+)>\s*$/, '$1'))) {
    throw new Error(
      `${name} must be an e-mail address, optionally as "Name <address>", not "${raw}"`,
    );
  }
  return raw;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  }
  return value;
}

/** Like positiveInteger, but 0 is allowed: it turns a limit off. */
function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number (0 turns it off), not "${raw}"`);
  }
  return value;
}

const megabyte = 1024 * 1024;

function origins(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        throw new Error(
          `SITE_ORIGINS holds "${entry}", which is not an origin like https://ngs.example`,
        );
      }
    });
}

/** The server's package folder (apps/server): its sources and its build sit one level below. */
export const serverDirectory = fileURLToPath(new URL('..', import.meta.url));

/** Paths in the environment are relative to the server's folder, never to where it was started. */
export function dataDirectory(env: Env, serverDir = serverDirectory): string {
  const raw = env['DATA_DIR'];
  if (!raw) return join(serverDir, '.data');
  return isAbsolute(raw) ? raw : resolve(serverDir, raw);
}

export function databaseUrl(env: Env): string | undefined {
  const raw = env['DATABASE_URL']?.trim();
  return raw ? raw : undefined;
}

/** Everything the server takes from its environment, checked once at start-up. */
export function readConfig(env: Env, serverDir = serverDirectory): ServerConfig {
  const siteDist = env['SITE_DIST'];
  const requestTimeoutMs = positiveInteger(env, 'REQUEST_TIMEOUT_MS', 30_000);
  return {
    port: positiveInteger(env, 'PORT', 3000),
    host: env['HOST'] ?? '0.0.0.0',
    distDir: siteDist ? resolve(serverDir, siteDist) : join(serverDir, '..', 'web', 'dist'),
    dataDir: dataDirectory(env, serverDir),
    databaseUrl: databaseUrl(env),
    siteOrigins: origins(env['SITE_ORIGINS']),
    rateLimitPerMinute: wholeNumber(env, 'RATE_LIMIT_PER_MINUTE', 10),
    dailyUploadBytesPerAddress: wholeNumber(env, 'DAILY_UPLOAD_MB_PER_ADDRESS', 50) * megabyte,
    dailyUploadBytes: wholeNumber(env, 'DAILY_UPLOAD_MB', 2048) * megabyte,
    requestTimeoutMs,
    // By default well inside the request's limit, so the database's own limits answer first.
    databaseConnectTimeoutMs: positiveInteger(
      env,
      'DB_CONNECT_TIMEOUT_MS',
      Math.min(5_000, Math.ceil(requestTimeoutMs / 3)),
    ),
    databaseStatementTimeoutMs: positiveInteger(
      env,
      'DB_STATEMENT_TIMEOUT_MS',
      Math.min(10_000, Math.ceil(requestTimeoutMs / 3)),
    ),
    minFreeDiskBytes: wholeNumber(env, 'MIN_FREE_DISK_MB', 100) * megabyte,
    keepAliveTimeoutMs: positiveInteger(env, 'KEEP_ALIVE_TIMEOUT_MS', 65_000),
    shutdownTimeoutMs: positiveInteger(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    hstsMaxAge: wholeNumber(env, 'HSTS_MAX_AGE', 31_536_000),
    hstsIncludeSubDomains: ['1', 'true'].includes(env['HSTS_INCLUDE_SUBDOMAINS'] ?? ''),
    retentionDays: positiveInteger(env, 'RETENTION_DAYS', 730),
    smtpUrl: smtpUrl(env),
    mailFrom: emailAddress(env, 'MAIL_FROM', `${mail.fromName} <${brand.email}>`),
    staffEmail: emailAddress(env, 'STAFF_EMAIL', brand.email),
    mailRetryBaseMs: positiveInteger(env, 'MAIL_RETRY_BASE_MS', 30_000),
    mailPollMs: positiveInteger(env, 'MAIL_POLL_MS', 15_000),
    mailLeaseMs: positiveInteger(env, 'MAIL_LEASE_MS', 120_000),
    jobAlertsPerMinute: positiveInteger(env, 'JOB_ALERTS_PER_MINUTE', 60),
    staffSignInsPerMinute: positiveInteger(env, 'STAFF_SIGN_INS_PER_MINUTE', 10),
    siteUrl: siteUrl(env),
    secureCookies: flag(env, 'COOKIE_SECURE', true),
  };
}
