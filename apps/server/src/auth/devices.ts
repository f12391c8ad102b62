import type { Kysely } from 'kysely';
import { addressDigest } from '../storage/emailKey';
import type { Database, TrustedDevicesTable } from '../storage/schema';
import { newToken, tokenId } from './tokens';

/**
 * Browsers a person has signed in from (OWASP's "device cookies"). Their sign-in attempts are
 * counted on their own key, so that a stranger who locks an address by guessing from elsewhere
 * does not lock its owner out of the browser they use. Only the SHA-256 of the cookie is kept.
 */
export type DeviceArea = TrustedDevicesTable['area'];

export const trustedDeviceTtlMs = 90 * 24 * 60 * 60_000;
/** The newest this many browsers of an account stay trusted. */
const devicesPerAccount = 10;

/** Trusts the browser that has just signed in; the token goes into its cookie. */
export async function trustDevice(
  db: Kysely<Database>,
  { area, accountKey, now }: { area: DeviceArea; accountKey: string; now: Date },
): Promise<string> {
  const { token, id } = newToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('trusted_devices')
      .values({
        id,
        area,
        account_key: addressDigest(accountKey),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + trustedDeviceTtlMs).toISOString(),
      })
      .execute();
    const kept = trx
      .selectFrom('trusted_devices')
      .select('id')
      .where('area', '=', area)
      .where('account_key', '=', addressDigest(accountKey))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(devicesPerAccount);
    await trx
      .deleteFrom('trusted_devices')
      .where('area', '=', area)
      .where('account_key', '=', addressDigest(accountKey))
      .where((where) =>
        where.or([where('id', 'not in', kept), where('expires_at', '<=', now.toISOString())]),
      )
      .execute();
  });
  return token;
}

/** The attempt key of a browser trusted for this account, or null when its cookie is not one. */
export async function trustedDeviceAttemptKey(
  db: Kysely<Database>,
  {
    area,
    accountKey,
    token,
    now,
  }: { area: DeviceArea; accountKey: string; token: string; now: Date },
): Promise<string | null> {
  const id = tokenId(token);
  const device = await db
    .selectFrom('trusted_devices')
    .select('id')
    .where('id', '=', id)
    .where('area', '=', area)
    .where('account_key', '=', addressDigest(accountKey))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return device ? `device ${device.id}` : null;
}

/** No browser stays trusted for this account (a reset, a removal, a deletion). */
export async function forgetDevices(
  db: Kysely<Database>,
  area: DeviceArea,
  accountKey: string,
): Promise<void> {
  await db
    .deleteFrom('trusted_devices')
    .where('area', '=', area)
    .where('account_key', '=', addressDigest(accountKey))
    .execute();
}
