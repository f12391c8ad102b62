import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { passwordMeetsRules } from '@ngs/forms';
import { hashPassword } from '../passwords';
import type { Database } from '../storage/schema';
import { newToken, tokenId } from './tokens';

/** How long a set-password link works. */
export const passwordLinkTtlMs = 24 * 60 * 60_000;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Creates a staff account without a password (or finds the existing one) and a one-time link
 * to set it. The same command resets a forgotten password: older links stop working.
 */
export async function addStaffUser(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<{ userId: string; created: boolean; token: string }> {
  const address = normaliseEmail(email);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', address)
      .executeTakeFirst();
    const userId = existing?.id ?? randomUUID();
    if (!existing) {
      await trx
        .insertInto('staff_users')
        .values({
          id: userId,
          email: address,
          password_hash: null,
          created_at: now.toISOString(),
          failed_sign_ins: 0,
          locked_until: null,
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
      })
      .execute();
    return { userId, created: !existing, token };
  });
}

export type SetPasswordResult = 'set' | 'weak-password' | 'invalid-link';

/**
 * Sets the password through a link: once, before it expires, to a password that meets the same
 * rules as an applicant's. It also lifts a lockout and ends the account's sessions.
 */
export async function setPasswordWithLink(
  db: Kysely<Database>,
  token: string,
  password: string,
  now = new Date(),
): Promise<SetPasswordResult> {
  if (!passwordMeetsRules(password)) return 'weak-password';
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('staff_password_links')
      .selectAll()
      .where('id', '=', tokenId(token))
      .executeTakeFirst();
    if (!link || link.used_at !== null || link.expires_at <= now.toISOString()) {
      return 'invalid-link';
    }
    await trx
      .updateTable('staff_password_links')
      .set({ used_at: now.toISOString() })
      .where('id', '=', link.id)
      .execute();
    await trx
      .updateTable('staff_users')
      .set({ password_hash: passwordHash, failed_sign_ins: 0, locked_until: null })
      .where('id', '=', link.user_id)
      .execute();
    await trx.deleteFrom('staff_sessions').where('user_id', '=', link.user_id).execute();
    return 'set';
  });
}
