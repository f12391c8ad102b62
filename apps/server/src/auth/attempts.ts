import { sql, type Kysely } from 'kysely';
import { addressDigest } from '../storage/emailKey';
import type { Database } from '../storage/schema';

/**
 * How guesses at one key (an address in one area, or one trusted browser) are slowed down.
 *
 * Every attempt is counted before its password is checked, in one statement that also decides
 * whether the attempt may go ahead, so attempts that arrive together cannot all slip through
 * between a read and a write. After `allowed` attempts in a row without a success the key is
 * locked for `backoffMs[0]`; each attempt let through after a lock ends locks it again for the
 * next, longer step, up to the last step. Attempts refused during a lock are not counted, so a
 * stranger cannot lengthen a lock by hammering it: at worst they keep the key locked for one
 * step at a time, and the person's own browser is counted apart (trusted devices).
 */
export interface AttemptPolicy {
  allowed: number;
  backoffMs: readonly number[];
  /** A key with no attempt for this long starts afresh. */
  forgetAfterMs: number;
}

const minute = 60_000;

export const signInAttemptPolicy: AttemptPolicy = {
  allowed: 5,
  backoffMs: [1, 2, 4, 8, 15].map((minutes) => minutes * minute),
  forgetAfterMs: 24 * 60 * minute,
};

export type AttemptVerdict =
  /** `startedLock`: this attempt used the last one allowed, and the key is locked after it. */
  { allowed: true; startedLock: boolean } | { allowed: false; retryAfterSeconds: number };

/**
 * The key of an area's attempts at an address, whether or not any account has it, from every
 * network (`network` unset) or from one. Only the address's digest is kept.
 */
export const addressAttemptKey = (area: string, addressKey: string, network?: string) =>
  network === undefined
    ? `${area} ${addressDigest(addressKey)}`
    : `${area} ${addressDigest(addressKey)} ${network}`;

/** Attempts from anyone, anywhere, before an address's lock (see guardedSignIn). */
export const addressWidePolicy: AttemptPolicy = { ...signInAttemptPolicy, allowed: 20 };

/**
 * Counts an attempt at `key` and says whether it may be checked. Atomic on both stores: SQLite
 * runs one statement at a time, and PostgreSQL's UPDATE locks the row and evaluates its WHERE
 * again after any concurrent update of it has committed.
 */
export async function takeAttempt(
  db: Kysely<Database>,
  key: string,
  now: Date,
  policy: AttemptPolicy = signInAttemptPolicy,
): Promise<AttemptVerdict> {
  const at = now.toISOString();
  const forgotten = new Date(now.getTime() - policy.forgetAfterMs).toISOString();
  await db
    .insertInto('sign_in_attempts')
    .values({ key, failures: 0, locked_until: null, last_attempt_at: at })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  // The count this attempt makes: 1 after a long silence, one more otherwise.
  const counted = sql<number>`case when last_attempt_at < ${forgotten} then 1 else failures + 1 end`;
  // The lock the counted attempt starts: none below the allowance, then each back-off step.
  const lockFor = (count: typeof counted) =>
    sql<string | null>`case ${sql.join(
      policy.backoffMs.map(
        (ms, step) =>
          sql`when ${count} = ${policy.allowed + step} then ${new Date(now.getTime() + ms).toISOString()}`,
      ),
      sql` `,
    )} when ${count} > ${policy.allowed + policy.backoffMs.length - 1} then ${new Date(
      now.getTime() + policy.backoffMs.at(-1)!,
    ).toISOString()} else null end`;
  const taken = await db
    .updateTable('sign_in_attempts')
    .set({
      failures: counted,
      locked_until: lockFor(counted),
      last_attempt_at: at,
    })
    .where('key', '=', key)
    .where((where) =>
      where.or([where('locked_until', 'is', null), where('locked_until', '<=', at)]),
    )
    .returning('locked_until')
    .executeTakeFirst();
  if (taken) return { allowed: true, startedLock: taken.locked_until !== null };
  const lock = await db
    .selectFrom('sign_in_attempts')
    .select('locked_until')
    .where('key', '=', key)
    .executeTakeFirst();
  const until = lock?.locked_until ? new Date(lock.locked_until).getTime() : now.getTime();
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
  };
}

/** A success: the key's count starts again from nothing. */
export async function clearAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('key', '=', key).execute();
}

/** Every count of an area's address: the address-wide one and each network's. */
export async function clearAddressAttempts(
  db: Kysely<Database>,
  area: string,
  addressKey: string,
): Promise<void> {
  const key = addressAttemptKey(area, addressKey);
  await db
    .deleteFrom('sign_in_attempts')
    .where((where) => where.or([where('key', '=', key), where('key', 'like', `${key} %`)]))
    .execute();
}

/**
 * Gives back the one attempt a success made, and the lock it started, without forgiving the
 * failures before it: for a sign-in whose success anyone can arrange (a candidate who applied
 * with someone else's address, with a password of their own), so that it never wipes the count
 * of guesses at the other applications of that address.
 */
export async function refundAttempt(
  db: Kysely<Database>,
  key: string,
  startedLock: boolean,
): Promise<void> {
  await db
    .updateTable('sign_in_attempts')
    .set((update) => ({
      failures: sql<number>`case when ${update.ref('failures')} > 0 then ${update.ref('failures')} - 1 else 0 end`,
      ...(startedLock ? { locked_until: null } : {}),
    }))
    .where('key', '=', key)
    .execute();
}

/** Forgets the counts nobody has added to for a while and that hold no lock (the retention sweep). */
export async function forgetIdleAttempts(
  db: Kysely<Database>,
  now: Date,
  policy: AttemptPolicy = signInAttemptPolicy,
): Promise<number> {
  const at = now.toISOString();
  const result = await db
    .deleteFrom('sign_in_attempts')
    .where('last_attempt_at', '<', new Date(now.getTime() - policy.forgetAfterMs).toISOString())
    .where((where) =>
      where.or([where('locked_until', 'is', null), where('locked_until', '<=', at)]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
