import type { Kysely } from 'kysely';
import { staffPaths } from '@ngs/forms';
import type { AreaCookie } from '../auth/cookies';
import { trustedDeviceTtlMs } from '../auth/devices';
import { guardedSignIn } from '../auth/guardedSignIn';
import { newSession, sessionsIn, type OpenedSession, type SessionLifetime } from '../auth/sessions';
import { matchingTotpStep } from '../auth/totp';
import type { Log } from '../http/log';
import { verifyPasswordOrDecoy } from '../auth/passwords';
import { emailKey } from '../storage/emailKey';
import type { Database, StaffUsersTable } from '../storage/schema';
import { recoveryCodeId } from './accounts';

/**
 * A staff session ends eight hours after sign-in, whatever is done in it (a working day), and
 * after 30 minutes without a request (NIST SP 800-63B's inactivity limit for AAL2).
 */
export const staffSessionLifetime: SessionLifetime = {
  ttlMs: 8 * 60 * 60_000,
  idleMs: 30 * 60_000,
};
export const staffSessionTtlMs = staffSessionLifetime.ttlMs;

/** The session cookie: sent only to /staff, never to scripts, never from another site. */
export const staffCookie: AreaCookie = {
  name: 'ngs_staff',
  path: staffPaths.home,
  ttlMs: staffSessionTtlMs,
};
/** A browser that has signed in before: its sign-in attempts are counted on their own. */
export const staffDeviceCookie: AreaCookie = {
  name: 'ngs_staff_device',
  path: staffPaths.home,
  ttlMs: trustedDeviceTtlMs,
};

export interface StaffCredentials {
  email: string;
  password: string;
  /** The second factor: the authenticator app's six digits, or one of the recovery codes. */
  code: string;
}

/**
 * What a sign-in is told besides the credentials: the client's network bucket, the browser's
 * device cookie, the time, the log.
 */
export interface SignInContext {
  network: string;
  deviceToken?: string | undefined;
  now?: Date;
  log: Log;
}

export type SignInResult =
  | ({ ok: true } & OpenedSession)
  | { ok: false; reason: 'refused' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export interface StaffSession {
  /** The session's id (the SHA-256 of its cookie's token). */
  id: string;
  userId: string;
  email: string;
  csrfToken: string;
  expiresAt: string;
  lastSeenAt: string;
}

/**
 * Accepts the second factor once: a TOTP code of a step after the last one used, or a recovery
 * code, which is deleted as it is used. Both are decided by one statement each, so two sign-ins
 * with the same code at once cannot both pass.
 */
async function useSecondFactor(
  db: Kysely<Database>,
  user: Pick<StaffUsersTable, 'id' | 'totp_secret'>,
  code: string,
  now: Date,
): Promise<boolean> {
  if (/^\s*\d{3}\s?\d{3}\s*$/.test(code)) {
    const step = user.totp_secret ? matchingTotpStep(user.totp_secret, code, now) : null;
    if (step === null) return false;
    const used = await db
      .updateTable('staff_users')
      .set({ totp_last_step: step })
      .where('id', '=', user.id)
      .where((where) =>
        where.or([where('totp_last_step', 'is', null), where('totp_last_step', '<', step)]),
      )
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }
  const used = await db
    .deleteFrom('staff_recovery_codes')
    .where('id', '=', recoveryCodeId(code))
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return Number(used.numDeletedRows) === 1;
}

/**
 * Signs a staff member in with their address, password and second factor, all three checked
 * before anything is said: the answer is the same whichever was wrong, and the same for an
 * address that has no account, a disabled one or one still waiting for its password (each
 * verifies one Argon2id hash, a decoy where there is none).
 */
export async function signIn(
  db: Kysely<Database>,
  credentials: StaffCredentials,
  { network, deviceToken, now = new Date(), log }: SignInContext,
): Promise<SignInResult> {
  const addressKey = emailKey(credentials.email);
  const checked = await guardedSignIn(
    db,
    { area: 'staff', addressKey, network, deviceToken, now, log },
    async () => {
      const user = await db
        .selectFrom('staff_users')
        .select(['id', 'password_hash', 'totp_secret', 'disabled_at'])
        .where('email', '=', addressKey)
        .executeTakeFirst();
      const usable = user && !user.disabled_at && user.totp_secret ? user : undefined;
      const matches = await verifyPasswordOrDecoy(credentials.password, usable?.password_hash);
      if (!usable || !matches) return null;
      return (await useSecondFactor(db, usable, credentials.code, now)) ? usable : null;
    },
    'account',
  );
  if (!checked.ok) return checked;
  const { columns, ...session } = newSession(now, staffSessionTtlMs);
  // Only while the account is as it was checked: a reset or a disabling that lands between the
  // check and here must not leave a session behind.
  const user = checked.value;
  const opened = await db
    .insertInto('staff_sessions')
    .columns(['id', 'created_at', 'expires_at', 'last_seen_at', 'csrf_token', 'user_id'])
    .expression((eb) =>
      eb
        .selectFrom('staff_users')
        .select([
          eb.val(columns.id).as('id'),
          eb.val(columns.created_at).as('created_at'),
          eb.val(columns.expires_at).as('expires_at'),
          eb.val(columns.last_seen_at).as('last_seen_at'),
          eb.val(columns.csrf_token).as('csrf_token'),
          'staff_users.id as user_id',
        ])
        .where('staff_users.id', '=', user.id)
        .where('staff_users.password_hash', '=', user.password_hash ?? '')
        .where('staff_users.disabled_at', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  if (!opened) return { ok: false, reason: 'refused' };
  log({ event: 'staff-signed-in', user: user.id });
  return { ok: true, ...session, deviceToken: checked.deviceToken };
}

const staffSessions = sessionsIn<StaffSession>(
  'staff_sessions',
  (db, id) =>
    db
      .selectFrom('staff_sessions')
      .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id')
      .select([
        'staff_sessions.id as id',
        'staff_sessions.user_id as userId',
        'staff_users.email as email',
        'staff_sessions.csrf_token as csrfToken',
        'staff_sessions.expires_at as expiresAt',
        'staff_sessions.last_seen_at as lastSeenAt',
      ])
      .where('staff_sessions.id', '=', id)
      .where('staff_users.disabled_at', 'is', null)
      .executeTakeFirst(),
  staffSessionLifetime,
);
export const sessionFor = staffSessions.open;
export const signOut = staffSessions.end;
