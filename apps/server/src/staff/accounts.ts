import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { clearAddressAttempts } from '../auth/attempts';
import { forgetDevices, trustDevice } from '../auth/devices';
import { judgeStaffPassword, type StaffPasswordVerdict } from './passwordStrength';
import { newToken, tokenId } from '../auth/tokens';
import { base32Encode, matchingTotpStep, newTotpSecret } from '../auth/totp';
import { hashPassword } from '../auth/passwords';
import { emailKey } from '../storage/emailKey';
import type { Database } from '../storage/schema';

/** How long a set-password link works. */
export const passwordLinkTtlMs = 24 * 60 * 60_000;
/** Recovery codes given when the second factor is enrolled; each works once. */
export const recoveryCodeCount = 10;

/** A recovery code as people type it: any case, with or without its dash and spaces. */
export const recoveryCodeId = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/**
 * 24 base32 characters (120 random bits), shown as `abcdef-ghijkl-mnopqr-stuvwx`. At more than
 * 112 bits a plain SHA-256 of a code is as safe to keep as a slow hash (ASVS 6.5.2), and a code
 * can be found by its hash.
 */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(15)).toLowerCase();
  return text.match(/.{6}/g)!.join('-');
}

/** Everything that lets a person in, ended together: sessions, codes, trusted browsers, counts. */
async function endAccess(trx: Kysely<Database>, userId: string, address: string) {
  await trx.deleteFrom('staff_sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
  await forgetDevices(trx, 'staff', address);
  await clearAddressAttempts(trx, 'staff', address);
}

/**
 * Creates a staff account (or resets an existing one) and a one-time link to set its password
 * and enrol its second factor. A reset ends the old password, the second factor, every session
 * and every trusted browser at once; older links stop working.
 */
export async function addStaffUser(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<{ userId: string; created: boolean; token: string }> {
  const address = emailKey(email);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', address)
      .executeTakeFirst();
    const userId = existing?.id ?? randomUUID();
    if (existing) {
      await trx
        .updateTable('staff_users')
        .set({ password_hash: null, totp_secret: null, totp_last_step: null })
        .where('id', '=', userId)
        .execute();
      await endAccess(trx, userId, address);
    } else {
      await trx
        .insertInto('staff_users')
        .values({
          id: userId,
          email: address,
          password_hash: null,
          created_at: now.toISOString(),
          disabled_at: null,
          totp_secret: null,
          totp_last_step: null,
        })
        .execute();
    }
    await trx.deleteFrom('staff_password_links').where('user_id', '=', userId).execute();
    const { token, id } = newToken();
    await trx
      .insertInto('staff_password_links')
      .values({
        id,
        user_id: userId,
        expires_at: new Date(now.getTime() + passwordLinkTtlMs).toISOString(),
        used_at: null,
        totp_secret: newTotpSecret(),
      })
      .execute();
    return { userId, created: !existing, token };
  });
}

export type AccountChange = 'done' | 'not-found';

/** A disabled account cannot sign in, and its sessions end at once. */
export async function disableStaffUser(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<AccountChange> {
  const address = emailKey(email);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('staff_users')
      .set({ disabled_at: now.toISOString() })
      .where('email', '=', address)
      .returning('id')
      .executeTakeFirst();
    if (!user) return 'not-found';
    await trx.deleteFrom('staff_sessions').where('user_id', '=', user.id).execute();
    await forgetDevices(trx, 'staff', address);
    return 'done';
  });
}

export async function enableStaffUser(db: Kysely<Database>, email: string): Promise<AccountChange> {
  const result = await db
    .updateTable('staff_users')
    .set({ disabled_at: null })
    .where('email', '=', emailKey(email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? 'done' : 'not-found';
}

/** The account goes, with its sessions, links and codes; notes keep their author's address. */
export async function removeStaffUser(db: Kysely<Database>, email: string): Promise<AccountChange> {
  const address = emailKey(email);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', address)
      .executeTakeFirst();
    if (!user) return 'not-found';
    await endAccess(trx, user.id, address);
    await trx.deleteFrom('staff_password_links').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('staff_users').where('id', '=', user.id).execute();
    return 'done';
  });
}

/** Ends every session of one account, or of every account: how many ended. */
export async function endStaffSessions(
  db: Kysely<Database>,
  email: string | 'everyone',
): Promise<number | 'not-found'> {
  if (email === 'everyone') {
    return Number((await db.deleteFrom('staff_sessions').executeTakeFirst()).numDeletedRows);
  }
  const user = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', emailKey(email))
    .executeTakeFirst();
  if (!user) return 'not-found';
  const ended = await db
    .deleteFrom('staff_sessions')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return Number(ended.numDeletedRows);
}

export interface StaffAccountSummary {
  email: string;
  createdAt: string;
  state: 'active' | 'disabled' | 'awaiting-password';
}

export async function listStaffUsers(db: Kysely<Database>): Promise<StaffAccountSummary[]> {
  const users = await db
    .selectFrom('staff_users')
    .select(['email', 'created_at', 'disabled_at', 'password_hash', 'totp_secret'])
    .orderBy('email')
    .execute();
  return users.map((user) => ({
    email: user.email,
    createdAt: user.created_at,
    state: user.disabled_at
      ? 'disabled'
      : user.password_hash && user.totp_secret
        ? 'active'
        : 'awaiting-password',
  }));
}

/** What a set-password link's page shows: whose account, and the secret to enrol. */
export interface PasswordLinkEnrolment {
  email: string;
  totpSecret: string;
}

async function openLink(db: Kysely<Database>, token: string, now: Date) {
  return db
    .selectFrom('staff_password_links')
    .innerJoin('staff_users', 'staff_users.id', 'staff_password_links.user_id')
    .select([
      'staff_password_links.id as id',
      'staff_password_links.user_id as userId',
      'staff_password_links.totp_secret as totpSecret',
      'staff_users.email as email',
    ])
    .where('staff_password_links.id', '=', tokenId(token))
    .where('staff_password_links.used_at', 'is', null)
    .where('staff_password_links.expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** The enrolment a link offers, or null when it has been used or has expired. */
export async function passwordLinkEnrolment(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<PasswordLinkEnrolment | null> {
  const link = await openLink(db, token, now);
  return link ? { email: link.email, totpSecret: link.totpSecret } : null;
}

export type SetPasswordResult =
  | { outcome: 'set'; recoveryCodes: string[]; deviceToken: string }
  | { outcome: 'invalid-link' }
  | { outcome: 'weak-password'; verdict: Exclude<StaffPasswordVerdict, 'ok'> }
  | { outcome: 'wrong-code' };

/**
 * Sets the password and enrols the second factor through a link: once, before it expires, with
 * a password that follows the staff rules and a code from the app that read the link's secret.
 * Gives the recovery codes, which are shown once and kept only as hashes. Ends every session.
 */
export async function setPasswordWithLink(
  db: Kysely<Database>,
  { token, password, code }: { token: string; password: string; code: string },
  now = new Date(),
): Promise<SetPasswordResult> {
  const link = await openLink(db, token, now);
  if (!link) return { outcome: 'invalid-link' };
  const verdict = judgeStaffPassword(password, link.email);
  if (verdict !== 'ok') return { outcome: 'weak-password', verdict };
  const step = matchingTotpStep(link.totpSecret, code, now);
  if (step === null) return { outcome: 'wrong-code' };
  const passwordHash = await hashPassword(password);
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const set = await db.transaction().execute(async (trx) => {
    // Two posts of the same link at once: only the first takes it.
    const taken = await trx
      .updateTable('staff_password_links')
      .set({ used_at: now.toISOString() })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) return { outcome: 'invalid-link' } as const;
    await trx
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, totp_secret: link.totpSecret, totp_last_step: step })
      .where('id', '=', link.userId)
      .execute();
    await endAccess(trx, link.userId, link.email);
    await trx
      .insertInto('staff_recovery_codes')
      .values(recoveryCodes.map((code) => ({ id: recoveryCodeId(code), user_id: link.userId })))
      .execute();
    return true;
  });
  if (set !== true) return set;
  // The browser that has just enrolled is the member's own: a stranger's guesses from elsewhere
  // never lock them out of it (see guardedSignIn).
  const deviceToken = await trustDevice(db, { area: 'staff', accountKey: link.email, now });
  return { outcome: 'set', recoveryCodes, deviceToken };
}
