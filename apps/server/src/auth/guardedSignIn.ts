import type { Kysely } from 'kysely';
import type { Log } from '../http/log';
import type { Database } from '../storage/schema';
import {
  addressAttemptKey,
  addressWidePolicy,
  clearAttempts,
  refundAttempt,
  signInAttemptPolicy,
  takeAttempt,
  type AttemptPolicy,
} from './attempts';
import { trustDevice, trustedDeviceAttemptKey, type DeviceArea } from './devices';

export interface SignInAttempt {
  area: DeviceArea;
  /** `emailKey` of the address typed, whether or not any account has it. */
  addressKey: string;
  /** The client's network bucket (an IPv4 address, an IPv6 /64). */
  network: string;
  /** The browser's trusted-device cookie, if it sent one. */
  deviceToken: string | undefined;
  now: Date;
  log: Log;
}

/**
 * What a success proves, and so what it may forgive. `account`: the person owns the account the
 * address names (staff: password and second factor), so the counts start again and the browser
 * becomes trusted. `partial`: it proves only part of what the address opens (a candidate's
 * password opens their own application, and anyone may apply with any address), so it gives
 * back its own attempt and nothing more, and trusts no browser.
 */
export type SuccessProves = 'account' | 'partial';

export type GuardedSignIn<Value> =
  | { ok: true; value: Value; deviceToken: string | undefined }
  | { ok: false; reason: 'refused' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

interface CountedKey {
  key: string;
  startedLock: boolean;
}

/**
 * The one way both areas check a sign-in. The attempt is counted first, and `check` runs only
 * when the counts allow it; it answers null for a refusal.
 *
 * A browser trusted for this address is counted on its own key. Any other attempt is counted
 * twice: on the address from this network (5 allowed, then the back-off), and on the address
 * from everywhere (20 allowed), so that a stranger's guesses lock their own network first, and
 * guesses spread over many networks still lock the address. Nothing here tells a known address
 * from an unknown one: both are counted, locked and answered alike, and `check` must cost the
 * same for both.
 */
export async function guardedSignIn<Value>(
  db: Kysely<Database>,
  attempt: SignInAttempt,
  check: () => Promise<Value | null>,
  proves: SuccessProves,
): Promise<GuardedSignIn<Value>> {
  const { area, addressKey, network, deviceToken, now, log } = attempt;
  const deviceKey = deviceToken
    ? await trustedDeviceAttemptKey(db, { area, accountKey: addressKey, token: deviceToken, now })
    : null;
  const keys: Array<[string, AttemptPolicy]> = deviceKey
    ? [[deviceKey, signInAttemptPolicy]]
    : [
        [addressAttemptKey(area, addressKey, network), signInAttemptPolicy],
        [addressAttemptKey(area, addressKey), addressWidePolicy],
      ];
  const counted: CountedKey[] = [];
  const trusted = deviceKey !== null;
  for (const [key, policy] of keys) {
    const verdict = await takeAttempt(db, key, now, policy);
    if (!verdict.allowed) {
      // Never the address nor the password: only that a locked key was tried.
      log({ level: 'warn', event: `${area}-sign-in-locked`, trusted, ...verdict });
      return { ok: false, reason: 'locked', retryAfterSeconds: verdict.retryAfterSeconds };
    }
    counted.push({ key, startedLock: verdict.startedLock });
  }
  const value = await check();
  if (value === null) {
    if (counted.some((key) => key.startedLock)) {
      log({ level: 'warn', event: `${area}-locked`, trusted });
    }
    return { ok: false, reason: 'refused' };
  }
  for (const { key, startedLock } of counted) {
    if (proves === 'account') await clearAttempts(db, key);
    else await refundAttempt(db, key, startedLock);
  }
  if (proves === 'partial') return { ok: true, value, deviceToken: undefined };
  const device =
    deviceKey && deviceToken
      ? deviceToken
      : await trustDevice(db, { area, accountKey: addressKey, now });
  return { ok: true, value, deviceToken: device };
}
