import type { Kysely } from 'kysely';
import { addressAttemptKey, clearAttempts, takeAttempt } from '../auth/attempts';
import { judgeStaffPassword, type StaffPasswordVerdict } from './passwordStrength';
import { hashPassword, verifyPasswordOrDecoy } from '../auth/passwords';
import type { Database } from '../storage/schema';

// What a signed-in staff member does to their own account: see their sessions, end the others,
// change their password. Each change asks for the current password again.

/** A session of an account, as its owner sees it on their account page. */
export interface StaffSessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
}

export async function staffSessionsOf(
  db: Kysely<Database>,
  userId: string,
  now = new Date(),
): Promise<StaffSessionSummary[]> {
  const sessions = await db
    .selectFrom('staff_sessions')
    .select(['id', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_seen_at', 'desc')
    .execute();
  return sessions.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  }));
}

export type ReauthenticatedChange =
  | { outcome: 'done' }
  | { outcome: 'wrong-password' }
  | { outcome: 'locked'; retryAfterSeconds: number }
  | { outcome: 'weak-password'; verdict: Exclude<StaffPasswordVerdict, 'ok'> };

/**
 * Checks the signed-in member's current password before a change to their account: counted like
 * a sign-in (a stolen session cannot guess it at leisure), on a key of its own.
 */
async function reauthenticated(
  db: Kysely<Database>,
  user: { userId: string; email: string },
  password: string,
  now: Date,
): Promise<ReauthenticatedChange> {
  const key = addressAttemptKey('staff-reauthentication', user.email);
  const verdict = await takeAttempt(db, key, now);
  if (!verdict.allowed) return { outcome: 'locked', retryAfterSeconds: verdict.retryAfterSeconds };
  const stored = await db
    .selectFrom('staff_users')
    .select('password_hash')
    .where('id', '=', user.userId)
    .executeTakeFirst();
  if (!(await verifyPasswordOrDecoy(password, stored?.password_hash))) {
    return { outcome: 'wrong-password' };
  }
  await clearAttempts(db, key);
  return { outcome: 'done' };
}

/**
 * The member changes their own password, giving the current one (ASVS 6.2.3); the new one follows
 * the staff rules. Every other session of the account ends (ASVS 7.4.3); this one goes on.
 */
export async function changeStaffPassword(
  db: Kysely<Database>,
  user: { userId: string; email: string; sessionId: string },
  { current, next }: { current: string; next: string },
  now = new Date(),
): Promise<ReauthenticatedChange> {
  const verdict = judgeStaffPassword(next, user.email);
  if (verdict !== 'ok') return { outcome: 'weak-password', verdict };
  const checked = await reauthenticated(db, user, current, now);
  if (checked.outcome !== 'done') return checked;
  const passwordHash = await hashPassword(next);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ password_hash: passwordHash })
      .where('id', '=', user.userId)
      .execute();
    await trx
      .deleteFrom('staff_sessions')
      .where('user_id', '=', user.userId)
      .where('id', '!=', user.sessionId)
      .execute();
  });
  return { outcome: 'done' };
}

/** The member ends every session of theirs but this one, after giving their password (ASVS 7.5.2). */
export async function endOtherStaffSessions(
  db: Kysely<Database>,
  user: { userId: string; email: string; sessionId: string },
  password: string,
  now = new Date(),
): Promise<ReauthenticatedChange> {
  const checked = await reauthenticated(db, user, password, now);
  if (checked.outcome !== 'done') return checked;
  await db
    .deleteFrom('staff_sessions')
    .where('user_id', '=', user.userId)
    .where('id', '!=', user.sessionId)
    .execute();
  return { outcome: 'done' };
}
