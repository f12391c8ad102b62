import type { Kysely } from 'kysely';
import type { Log } from '../log';
import { verifyPasswordOrDecoy } from '../passwords';
import type { Database } from '../storage/schema';
import { normaliseEmail } from './accounts';
import { newSession, secondsUntil, tokenId } from './tokens';

export interface SignInPolicy {
  /** Failed sign-ins in a row before the account (a candidate's: the address) is locked. */
  maxFailures: number;
  lockMs: number;
  /** A session ends this long after sign-in, whatever is done in it. */
  sessionTtlMs: number;
}

export const defaultSignInPolicy: SignInPolicy = {
  maxFailures: 5,
  lockMs: 15 * 60_000,
  sessionTtlMs: 8 * 60 * 60_000,
};

export interface Credentials {
  email: string;
  password: string;
}

/** What a sign-in is told besides the credentials: the time, where to log, the lockout rules. */
export interface SignInOptions<Policy extends SignInPolicy = SignInPolicy> {
  now?: Date;
  log: Log;
  policy?: Policy;
}

export type SignInResult =
  | { ok: true; token: string; csrfToken: string; expiresAt: Date }
  | { ok: false; reason: 'wrong' | 'locked'; retryAfterSeconds?: number };

export interface StaffSession {
  userId: string;
  email: string;
  csrfToken: string;
  expiresAt: string;
}

export async function signIn(
  db: Kysely<Database>,
  credentials: Credentials,
  { now = new Date(), log, policy = defaultSignInPolicy }: SignInOptions,
): Promise<SignInResult> {
  const user = await db
    .selectFrom('staff_users')
    .selectAll()
    .where('email', '=', normaliseEmail(credentials.email))
    .executeTakeFirst();
  if (user?.locked_until && user.locked_until > now.toISOString()) {
    return { ok: false, reason: 'locked', retryAfterSeconds: secondsUntil(user.locked_until, now) };
  }
  const matches = await verifyPasswordOrDecoy(credentials.password, user?.password_hash);
  if (!user || !matches) {
    if (user) await countFailure(db, user.id, user.failed_sign_ins + 1, { now, log, policy });
    return { ok: false, reason: 'wrong' };
  }
  const { columns, ...session } = newSession(now, policy.sessionTtlMs);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ failed_sign_ins: 0, locked_until: null })
      .where('id', '=', user.id)
      .execute();
    await trx
      .insertInto('staff_sessions')
      .values({ ...columns, user_id: user.id })
      .execute();
  });
  log({ event: 'staff-signed-in', user: user.id });
  return { ok: true, ...session };
}

async function countFailure(
  db: Kysely<Database>,
  userId: string,
  failures: number,
  { now, log, policy }: Required<SignInOptions>,
) {
  const lock = failures >= policy.maxFailures;
  await db
    .updateTable('staff_users')
    .set({
      failed_sign_ins: lock ? 0 : failures,
      locked_until: lock ? new Date(now.getTime() + policy.lockMs).toISOString() : null,
    })
    .where('id', '=', userId)
    .execute();
  if (lock) log({ level: 'warn', event: 'staff-locked', user: userId, lockMs: policy.lockMs });
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

const staffSessions = sessionsIn<StaffSession>('staff_sessions', (db, id) =>
  db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id')
    .select([
      'staff_sessions.user_id as userId',
      'staff_users.email as email',
      'staff_sessions.csrf_token as csrfToken',
      'staff_sessions.expires_at as expiresAt',
    ])
    .where('staff_sessions.id', '=', id)
    .executeTakeFirst(),
);
export const sessionFor = staffSessions.open;
export const signOut = staffSessions.end;
