import { isAbsolute, join, resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** The build: dist/client and csp-hashes.json. */
  distDir: string;
  /** SQLite lives here unless `DATABASE_URL` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  siteOrigins: string[];
  rateLimitPerMinute: number;
  requestTimeoutMs: number;
  /** Behind a reverse proxy, the client address is the last one it appended to X-Forwarded-For. */
  trustProxy: boolean;
}

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  }
  return value;
}

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

/** Paths in the environment are relative to the app folder, never to wherever it was started. */
export function dataDirectory(env: Env, appDir: string): string {
  const raw = env['DATA_DIR'];
  if (!raw) return join(appDir, '.data');
  return isAbsolute(raw) ? raw : resolve(appDir, raw);
}

export function databaseUrl(env: Env): string | undefined {
  const raw = env['DATABASE_URL']?.trim();
  return raw ? raw : undefined;
}

/** Everything the server takes from its environment, checked once at start-up. */
export function readConfig(env: Env, appDir: string): ServerConfig {
  const siteDist = env['SITE_DIST'];
  return {
    port: positiveInteger(env, 'PORT', 3000),
    host: env['HOST'] ?? '0.0.0.0',
    distDir: siteDist ? resolve(appDir, siteDist) : join(appDir, 'dist'),
    dataDir: dataDirectory(env, appDir),
    databaseUrl: databaseUrl(env),
    siteOrigins: origins(env['SITE_ORIGINS']),
    rateLimitPerMinute: positiveInteger(env, 'RATE_LIMIT_PER_MINUTE', 10),
    requestTimeoutMs: positiveInteger(env, 'REQUEST_TIMEOUT_MS', 30_000),
    trustProxy: env['TRUST_PROXY'] === '1' || env['TRUST_PROXY'] === 'true',
  };
}
