import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetVerifications, verifications } from '../testing/passwordVerifications';
import { totpCode, totpStepSeconds } from '../auth/totp';
import type { LogFields } from '../http/log';
import { freshSqliteEachTest } from '../testing/freshSqlite';
import {
  addStaffUser,
  disableStaffUser,
  enableStaffUser,
  listStaffUsers,
  passwordLinkEnrolment,
  passwordLinkTtlMs,
  removeStaffUser,
  setPasswordWithLink,
} from './accounts';
import { sessionFor, signIn, signOut, staffSessionTtlMs } from './sessions';

const password = 'Harbour lights over the bay';
const start = new Date('2026-03-02T09:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const step = totpStepSeconds * 1000;

// Counted: every refusal must cost one Argon2id verification, known address or not.
vi.mock('../auth/passwords', { spy: true });

const fresh = freshSqliteEachTest('staff-auth');

let logged: LogFields[];
const log = (fields: LogFields) => logged.push(fields);

beforeEach(async () => {
  logged = [];
});

interface Enrolled {
  secret: string;
  recoveryCodes: string[];
}

/** An account whose password is set and whose app is enrolled through its link, at `start`. */
async function staffWithPassword(email = 'Hr@NGS.example'): Promise<Enrolled> {
  const { token } = await addStaffUser(fresh.database.db, email, start);
  const { totpSecret } = (await passwordLinkEnrolment(fresh.database.db, token, start))!;
  const code = totpCode(totpSecret, start);
  const result = await setPasswordWithLink(fresh.database.db, { token, password, code }, start);
  if (result.outcome !== 'set') throw new Error(result.outcome);
  return { secret: totpSecret, recoveryCodes: result.recoveryCodes };
}

/** Signs in through the staff sign-in, as the form does. */
const signInAs = (
  email: string,
  code: string,
  {
    secret = password,
    now = start,
    deviceToken,
  }: { secret?: string; now?: Date; deviceToken?: string } = {},
) =>
  signIn(
    fresh.database.db,
    { email, password: secret, code },
    { network: '203.0.113.7', now, log, deviceToken },
  );

describe('set-password links', () => {
  it('should work once, before they expire, with a staff password and a code of the enrolled app', async () => {
    const first = await addStaffUser(fresh.database.db, 'hr@ngs.example', start);
    expect(first.created).toBe(true);
    const { totpSecret } = (await passwordLinkEnrolment(fresh.database.db, first.token, start))!;
    const code = totpCode(totpSecret, start);
    const set = (token: string, secret: string, typed = code, at = start) =>
      setPasswordWithLink(fresh.database.db, { token, password: secret, code: typed }, at);
    expect(await set(first.token, 'Short#Pass1')).toEqual({
      outcome: 'weak-password',
      verdict: 'too-short',
    });
    expect(await set(first.token, 'passwordpassword')).toEqual({
      outcome: 'weak-password',
      verdict: 'too-guessable',
    });
    expect(await set(first.token, password, '000000')).toEqual({ outcome: 'wrong-code' });
    const done = await set(first.token, password);
    expect(done.outcome).toBe('set');
    if (done.outcome === 'set') {
      expect(done.recoveryCodes).toHaveLength(10);
      expect(new Set(done.recoveryCodes).size).toBe(10);
      done.recoveryCodes.forEach((recovery) =>
        expect(recovery).toMatch(/^[a-z2-7]{6}(?:-[a-z2-7]{6}){3}$/),
      );
    }
    expect(await set(first.token, password)).toEqual({ outcome: 'invalid-link' });
    // Only hashes of the recovery codes are kept.
    const kept = await fresh.database.db.selectFrom('staff_recovery_codes').select('id').execute();
    expect(kept).toHaveLength(10);
    if (done.outcome === 'set')
      expect(kept.map((row) => row.id)).not.toContain(done.recoveryCodes[0]);

    const again = await addStaffUser(fresh.database.db, 'HR@ngs.example ', start);
    expect(again).toMatchObject({ created: false, userId: first.userId });
    expect(await set(again.token, password, code, later(passwordLinkTtlMs + 1))).toEqual({
      outcome: 'invalid-link',
    });
    expect(await set('made-up', password)).toEqual({ outcome: 'invalid-link' });
  });
});

describe('signing in', () => {
  it('should open a session for the right password and code, whatever the case of the address', async () => {
    const { secret } = await staffWithPassword();
    const result = await signInAs(' hr@ngs.EXAMPLE', totpCode(secret, later(step)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const session = await sessionFor(fresh.database.db, result.token, start);
    expect(session).toMatchObject({ email: 'hr@ngs.example', csrfToken: result.csrfToken });
    expect(result.token).not.toBe(result.csrfToken);
    expect(result.deviceToken).not.toBe(result.token);
  });

  it('should take each code once: an app code of a used step, a recovery code already used', async () => {
    const { secret, recoveryCodes } = await staffWithPassword();
    // The enrolment used the code of `start`: it, and any earlier one, no longer work.
    expect(await signInAs('hr@ngs.example', totpCode(secret, start))).toMatchObject({
      reason: 'refused',
    });
    const next = totpCode(secret, later(step));
    expect(await signInAs('hr@ngs.example', next)).toMatchObject({ ok: true });
    expect(await signInAs('hr@ngs.example', next)).toMatchObject({ reason: 'refused' });
    const recovery = recoveryCodes[0]!;
    expect(
      await signInAs('hr@ngs.example', recovery.toUpperCase().replace('-', ' ')),
    ).toMatchObject({
      ok: true,
    });
    expect(await signInAs('hr@ngs.example', recovery)).toMatchObject({ reason: 'refused' });
    // Two sign-ins with the same fresh code at once: one gets in.
    const racing = totpCode(secret, later(2 * step));
    const both = await Promise.all([
      signInAs('hr@ngs.example', racing, { now: later(2 * step) }),
      signInAs('hr@ngs.example', racing, { now: later(2 * step) }),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
  });

  it('should refuse a wrong password, a wrong code and any unusable address alike, each at one hash', async () => {
    const { secret } = await staffWithPassword();
    await addStaffUser(fresh.database.db, 'waiting@ngs.example', start);
    await staffWithPassword('off@ngs.example');
    await disableStaffUser(fresh.database.db, 'off@ngs.example', start);
    const code = totpCode(secret, later(step));
    for (const [email, secret, typed] of [
      ['hr@ngs.example', 'Wrong password here', code],
      ['hr@ngs.example', password, '123456'],
      ['nobody@ngs.example', password, code],
      ['waiting@ngs.example', password, code],
      ['off@ngs.example', password, code],
    ] as const) {
      forgetVerifications();
      expect(await signInAs(email, typed, { secret })).toEqual({
        ok: false,
        reason: 'refused',
      });
      // Argon2id's cost is the whole of a sign-in's time: the same for every case.
      expect(verifications(), email).toBe(1);
    }
  });

  it('should lock an address after five failures, known or not, and log it without the address', async () => {
    const { secret } = await staffWithPassword();
    for (const email of ['hr@ngs.example', 'nobody@ngs.example']) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(await signInAs(email, '000000', { secret: 'Wrong password here' })).toMatchObject({
          reason: 'refused',
        });
      }
      expect(await signInAs(email, totpCode(secret, later(step)))).toMatchObject({
        ok: false,
        reason: 'locked',
        retryAfterSeconds: 60,
      });
    }
    expect(logged.filter((line) => line.event === 'staff-locked')).toHaveLength(2);
    expect(JSON.stringify(logged)).not.toContain('ngs.example');
    expect(
      await signInAs('hr@ngs.example', totpCode(secret, later(2 * 60_000)), {
        now: later(2 * 60_000),
      }),
    ).toMatchObject({ ok: true });
  });

  it('should end a session after 30 minutes unused, and keep one in use up to its end', async () => {
    const { recoveryCodes } = await staffWithPassword();
    const idle = await signInAs('hr@ngs.example', recoveryCodes[0]!);
    const busy = await signInAs('hr@ngs.example', recoveryCodes[1]!);
    if (!idle.ok || !busy.ok) throw new Error('sign-in failed');
    // Used every 29 minutes, a session lasts; left for 30, it ends, and stays ended.
    for (let minutes = 29; minutes < 8 * 60; minutes += 29) {
      expect(
        await sessionFor(fresh.database.db, busy.token, later(minutes * 60_000)),
      ).not.toBeNull();
    }
    expect(await sessionFor(fresh.database.db, busy.token, later(staffSessionTtlMs))).toBeNull();
    expect(await sessionFor(fresh.database.db, idle.token, later(30 * 60_000))).toBeNull();
    expect(await sessionFor(fresh.database.db, idle.token, later(60_000))).toBeNull();
  });

  it('should end a session when it expires and when its owner signs out', async () => {
    const { secret, recoveryCodes } = await staffWithPassword();
    const first = await signInAs('hr@ngs.example', totpCode(secret, later(step)));
    const second = await signInAs('hr@ngs.example', recoveryCodes[0]!);
    if (!first.ok || !second.ok) throw new Error('sign-in failed');
    expect(await sessionFor(fresh.database.db, first.token, later(29 * 60_000))).not.toBeNull();
    expect(await sessionFor(fresh.database.db, first.token, later(staffSessionTtlMs))).toBeNull();
    await signOut(fresh.database.db, second.token);
    expect(await sessionFor(fresh.database.db, second.token, start)).toBeNull();
  });
});

describe('the account life cycle (D32)', () => {
  it('should end the old password, second factor and sessions at once when an account is reset', async () => {
    const { secret, recoveryCodes } = await staffWithPassword();
    const session = await signInAs('hr@ngs.example', totpCode(secret, later(step)));
    if (!session.ok) throw new Error('sign-in failed');
    await addStaffUser(fresh.database.db, 'hr@ngs.example', start);
    expect(await sessionFor(fresh.database.db, session.token, start)).toBeNull();
    expect(await signInAs('hr@ngs.example', recoveryCodes[0]!)).toMatchObject({
      reason: 'refused',
    });
    expect(await listStaffUsers(fresh.database.db)).toEqual([
      { email: 'hr@ngs.example', createdAt: start.toISOString(), state: 'awaiting-password' },
    ]);
  });

  it('should keep a disabled account out until enabled, and a removed one for good', async () => {
    const { recoveryCodes } = await staffWithPassword();
    const session = await signInAs('hr@ngs.example', recoveryCodes[0]!);
    if (!session.ok) throw new Error('sign-in failed');
    expect(await disableStaffUser(fresh.database.db, 'HR@ngs.example', start)).toBe('done');
    expect(await sessionFor(fresh.database.db, session.token, start)).toBeNull();
    expect(await signInAs('hr@ngs.example', recoveryCodes[1]!)).toMatchObject({
      reason: 'refused',
    });
    expect((await listStaffUsers(fresh.database.db))[0]?.state).toBe('disabled');
    expect(await enableStaffUser(fresh.database.db, 'hr@ngs.example')).toBe('done');
    expect(await signInAs('hr@ngs.example', recoveryCodes[2]!)).toMatchObject({ ok: true });

    expect(await removeStaffUser(fresh.database.db, 'hr@ngs.example')).toBe('done');
    expect(await signInAs('hr@ngs.example', recoveryCodes[3]!)).toMatchObject({
      reason: 'refused',
    });
    expect(await listStaffUsers(fresh.database.db)).toEqual([]);
    for (const change of [disableStaffUser, enableStaffUser, removeStaffUser]) {
      expect(await change(fresh.database.db, 'hr@ngs.example')).toBe('not-found');
    }
  });
});
