import type { Kysely } from 'kysely';
import type { Log } from '../log';
import type { Database } from '../storage/schema';
import { addressAttemptKey, clearAttempts, takeAttempt } from './attempts';
import { trustDevice, trustedDeviceAttemptKey, type DeviceArea } from './devices';

export interface SignInAttempt {
  area: DeviceArea;
  /** `emailKey` of the address typed, whether or not any account has it. */
  addressKey: string;
  /** The browser's trusted-device cookie, if it sent one. */
  deviceToken: string | undefined;
  now: Date;
  log: Log;
}

export type GuardedSignIn<Value> =
  | { ok: true; value: Value; deviceToken: string }
  | { ok: false; reason: 'refused' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/**
 * The one way both areas check a sign-in. The attempt is counted first (on the browser's own key
 * when it is trusted for this address, else on the address's), and `check` runs only when the
 * count allows it; it answers null for a refusal. A success clears the count and trusts the
 * browser. Nothing here tells a known address from an unknown one: both are counted, locked and
 * answered alike, and `check` must cost the same for both.
 */
export async function guardedSignIn<Value>(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  check: () => Promise<Value | null>,
): Promise<GuardedSignIn<Value>> {
  const { area, addressKey, deviceToken, now, log } = attempt;
  const deviceKey = deviceToken
    ? await trustedDeviceAttemptKey(db, { area, accountKey: addressKey, token: deviceToken, now })
    : null;
  const key = deviceKey ?? addressAttemptKey(area, addressKey);
  const verdict = await takeAttempt(db, key, now);
  const trusted = deviceKey !== null;
  if (!verdict.allowed) {
    // Never the address nor the password: only that a locked key was tried.
    log({ level: 'warn', event: `${area}-sign-in-locked`, trusted, ...verdict });
    return { ok: false, reason: 'locked', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const value = await check();
  if (value === null) {
    if (verdict.startedLock) log({ level: 'warn', event: `${area}-locked`, trusted });
    return { ok: false, reason: 'refused' };
  }
  await clearAttempts(db, key);
  const device =
    deviceKey && deviceToken
      ? deviceToken
      : await trustDevice(db, { area, accountKey: addressKey, now });
  return { ok: true, value, deviceToken: device };
}
