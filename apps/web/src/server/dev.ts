import type { Context } from 'hono';
import { createApp } from './app';
import { readConfig } from './config';
import type { AppEnv } from './context';
import { stdoutLog } from './log';
import { openDatabase } from './storage/database';
import { submissionStore } from './storage/submissions';

/**
 * `pnpm dev`: the form endpoints without the prerendered site, which Vite renders instead.
 * Same storage and rules as production, so forms work while developing.
 */
export async function createDevApi(appDir: string) {
  const config = readConfig(process.env, appDir);
  const database = await openDatabase(config);
  const clientIp = (c: Context<AppEnv>) => c.req.header('x-forwarded-for') ?? 'local';
  return createApp({
    api: { ...config, store: submissionStore(database.db), clientIp },
    log: stdoutLog,
  });
}
