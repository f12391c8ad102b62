import { sql, type Kysely } from 'kysely';
import { verifyPassword, verifyPasswordOrDecoy } from '../passwords';
import {
  defaultSignInPolicy,
  sessionsIn,
  type Credentials,
  type SignInOptions,
  type SignInPolicy,
} from '../staff-auth/sessions';
import { newSession, secondsUntil } from '../staff-auth/tokens';
import type { Database } from '../storage/schema';

export interface CandidateSignInPolicy extends SignInPolicy {
  /** Failures are forgotten this long after the last one, so tried addresses are not kept. */
  forgetFailuresAfterMs: number;
}

/** The staff lockout, and a shorter session: a candidate looks, acts and leaves. */
export const candidateSignInPolicy: CandidateSignInPolicy = {
  ...defaultSignInPolicy,
  sessionTtlMs: 2 * 60 * 60_000,
  forgetFailuresAfterMs: 24 * 60 * 60_000,
};

export type CandidateSignInResult =
  | { ok: true; token: string; csrfToken: string; expiresAt: Date }
  | { ok: false; reason: 'refused' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export interface CandidateSession {
  /** As `candidateEmail` keeps it. */
  email: string;
  csrfToken: string;
  /** ISO 8601 UTC. */
  expiresAt: string;
}

/**
 * The address as sessions and locks keep it: ASCII letters lowered, as SQLite's lower() does,
 * so that `sameEmail` finds the same applications for it as for the address typed.
 */
export const candidateEmail = (email: string) =>
  email.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * Applications are found by their address in any case (index `applications_email_lower`). The
 * database lowers both sides, so that letters outside ASCII compare alike in each store.
 */
export const sameEmail = (email: string, column: 'email' | 'recipient' = 'email') =>
  sql<boolean>`lower(${sql.ref(column)}) = lower(${email.trim()})`;

/**
 * Opens a candidate session for an email and password.
 *
 * The rule: a candidate is an email address, not one application. The address matches
 * applications in any case, and where several applications share it, the password chosen in
 * ANY of them opens the session, which then shows all of them. Withdrawn applications count;
 * deleted ones are gone, and their passwords with them.
 *
 * The lock counts failures per address whether or not anyone applied with it, for the same
 * reason as the decoy hash. A wrong password for an address with several applications is
 * checked against each of their hashes in turn, so it takes longer than for one application.
 */
export async function signInCandidate(
  db: Kysely<Database>,
  credentials: Credentials,
  { now = new Date(), log, policy = candidateSignInPolicy }: SignInOptions<CandidateSignInPolicy>,
): Promise<CandidateSignInResult> {
  const email = candidateEmail(credentials.email);
  const lock = await db
    .selectFrom('candidate_sign_in_locks')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  if (lock?.locked_until && lock.locked_until > now.toISOString()) {
    const retryAfterSeconds = secondsUntil(lock.locked_until, now);
    // Never the address nor the password: only that a locked address was tried.
    log({ level: 'warn', event: 'candidate-sign-in-locked', retryAfterSeconds });
    return { ok: false, reason: 'locked', retryAfterSeconds };
  }
  const hashes = await db
    .selectFrom('applications')
    .select('password_hash')
    .where(sameEmail(email))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (hashes.length === 0) await verifyPasswordOrDecoy(credentials.password, null);
  let matches = false;
  for (const { password_hash } of hashes) {
    if (await verifyPassword(credentials.password, password_hash)) {
      matches = true;
      break;
    }
  }
  if (!matches) {
    await countFailure(db, email, { now, log, policy });
    return { ok: false, reason: 'refused' };
  }
  const { columns, ...session } = newSession(now, policy.sessionTtlMs);
  await db.transaction().execute(async (trx) => {
    // Ended sessions that nobody came back to would keep their addresses for ever.
    await trx
      .deleteFrom('candidate_sessions')
      .where('expires_at', '<=', now.toISOString())
      .execute();
    await trx.deleteFrom('candidate_sign_in_locks').where('email', '=', email).execute();
    await trx
      .insertInto('candidate_sessions')
      .values({ ...columns, email })
      .execute();
  });
  log({ event: 'candidate-signed-in' });
  return { ok: true, ...session };
}

async function countFailure(
  db: Kysely<Database>,
  email: string,
  { now, log, policy }: Required<SignInOptions<CandidateSignInPolicy>>,
) {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('candidate_sign_in_locks')
      .where(
        'last_failed_at',
        '<',
        new Date(now.getTime() - policy.forgetFailuresAfterMs).toISOString(),
      )
      .where((where) =>
        where.or([where('locked_until', 'is', null), where('locked_until', '<', at)]),
      )
      .execute();
    // Counted in the statement itself, so that failures arriving together all count.
    const counted = await trx
      .insertInto('candidate_sign_in_locks')
      .values({ email, failed_sign_ins: 1, locked_until: null, last_failed_at: at })
      .onConflict((conflict) =>
        conflict.column('email').doUpdateSet((update) => ({
          failed_sign_ins: update('candidate_sign_in_locks.failed_sign_ins', '+', 1),
          last_failed_at: at,
        })),
      )
      .returning('failed_sign_ins')
      .executeTakeFirstOrThrow();
    if (counted.failed_sign_ins < policy.maxFailures) return;
    await trx
      .updateTable('candidate_sign_in_locks')
      .set({
        failed_sign_ins: 0,
        locked_until: new Date(now.getTime() + policy.lockMs).toISOString(),
      })
      .where('email', '=', email)
      .execute();
    log({ level: 'warn', event: 'candidate-locked', lockMs: policy.lockMs });
  });
}

const candidateSessions = sessionsIn<CandidateSession>('candidate_sessions', (db, id) =>
  db
    .selectFrom('candidate_sessions')
    .select(['email', 'csrf_token as csrfToken', 'expires_at as expiresAt'])
    .where('id', '=', id)
    .executeTakeFirst(),
);
export const candidateSessionFor = candidateSessions.open;
export const signOutCandidate = candidateSessions.end;
