import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import { newToken, tokenId } from './tokens';

/**
 * How long a session lasts: it ends at `ttlMs` after sign-in whatever is done in it (the
 * absolute limit), or sooner after `idleMs` without a request (the inactivity limit).
 */
export interface SessionLifetime {
  ttlMs: number;
  idleMs: number;
}

/** A request refreshes its session's last use only when the stored one is older than this. */
const lastSeenPrecisionMs = 60_000;

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
    last_seen_at: now.toISOString(),
    csrf_token: csrfToken,
  };
  return { token, csrfToken, expiresAt, columns };
}

/**
 * What a sign-in gives the browser: the session's cookie, its CSRF token, and the trusted
 * device's cookie when the sign-in proved the account (see guardedSignIn's SuccessProves).
 */
export interface OpenedSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
  deviceToken: string | undefined;
}

/**
 * Finding and ending the sessions kept in `table` by their cookie's token, which is stored only as
 * its id: `find` reads a session by that id.
 */
export function sessionsIn<Session extends { expiresAt: string; lastSeenAt: string }>(
  table: 'staff_sessions' | 'candidate_sessions',
  find: (db: Kysely<Database>, id: string) => Promise<Session | undefined>,
  lifetime: SessionLifetime,
) {
  async function end(db: Kysely<Database>, token: string): Promise<void> {
    await db.deleteFrom(table).where('id', '=', tokenId(token)).execute();
  }

  /**
   * The session a cookie's token opens, or null when it is unknown or has ended, at its fixed end
   * or after `idleMs` unused (it is removed then). Each use counts as activity.
   */
  async function open(
    db: Kysely<Database>,
    token: string,
    now = new Date(),
  ): Promise<Session | null> {
    const id = tokenId(token);
    const found = await find(db, id);
    if (!found) return null;
    const idleSince = new Date(now.getTime() - lifetime.idleMs).toISOString();
    if (found.expiresAt <= now.toISOString() || found.lastSeenAt <= idleSince) {
      await end(db, token);
      return null;
    }
    if (now.getTime() - new Date(found.lastSeenAt).getTime() >= lastSeenPrecisionMs) {
      await db
        .updateTable(table)
        .set({ last_seen_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
    }
    return found;
  }

  return { open, end };
}
