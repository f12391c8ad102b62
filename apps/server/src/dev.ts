import { getRequestListener } from '@hono/node-server';
import { apiOptions } from './forms/options';
import { createApp } from './app';
import { readConfig } from './config';
import { stdoutLog } from './http/log';
import { startMail } from './mail/start';
import { openDatabase } from './storage/database';

/**
 * `pnpm dev`: the form endpoints without the prerendered site, which Vite renders instead.
 * Same storage and rules as production, so forms work while developing. A Node request listener,
 * so the site's dev server needs nothing of Hono. E-mail goes out as under `pnpm start`: without
 * SMTP_URL, into `.eml` files under DATA_DIR.
 */
export async function createDevApi() {
  const config = readConfig(process.env);
  const database = await openDatabase(config);
  const mail = startMail(config, database, stdoutLog);
  const app = createApp({
    api: apiOptions(config, database, mail.submissions),
    log: stdoutLog,
  });
  return getRequestListener(app.fetch);
}
