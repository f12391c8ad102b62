import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { newToken, tokenId } from './tokens';

/**
 * A new session's secrets (the cookie's token, a CSRF token) and its end, with the columns both
 * session tables keep of it: the token only as its id.
 */
export function newSession(now: Date, ttlMs: number) {
  const { token, id } = newToken();
  const csrfToken = newToken().token;
  const expiresAt = new Date(now.getTime() + ttlMs);
  const columns = {
    id,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    csrf_token: csrfToken,
  };
  return { token, csrfToken, expiresAt, columns };
}

/** What a sign-in gives the browser: the session's cookie, its CSRF token, the trusted device's cookie. */
export interface OpenedSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
  deviceToken: string;
}

/**
 * Finding and ending the sessions kept in `table` by their cookie's token, which is stored only as
 * its id: `find` reads a session by that id.
 */
export function sessionsIn<Session extends { expiresAt: string }>(
  table: 'staff_sessions' | 'candidate_sessions',
  find: (db: Kysely<Database>, id: string) => Promise<Session | undefined>,
) {
  async function end(db: Kysely<Database>, token: string): Promise<void> {
    await db.deleteFrom(table).where('id', '=', tokenId(token)).execute();
  }

  /** The session a cookie's token opens, or null when it is unknown or has ended (removed then). */
  async function open(
    db: Kysely<Database>,
    token: string,
    now = new Date(),
  ): Promise<Session | null> {
    const found = await find(db, tokenId(token));
    if (!found) return null;
    if (found.expiresAt <= now.toISOString()) {
      await end(db, token);
      return null;
    }
    return found;
  }

  return { open, end };
}
