import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database `<prefix>_<random>` on the PostgreSQL server at `serverUrl` (the
 * withPostgres script's): its URL, and `drop` to remove it once its clients have closed.
 */
export async function scratchPostgresDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
