import { beforeEach, describe, expect, it } from 'vitest';
import type { LogFields } from '../log';
import { freshSqliteEachTest } from '../storage/database.fixtures';
import { addStaffUser, passwordLinkTtlMs, setPasswordWithLink } from './accounts';
import { defaultSignInPolicy, sessionFor, signIn, signOut } from './sessions';

const password = 'Harbour-Lights-42';
const start = new Date('2026-03-02T09:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);

const fresh = freshSqliteEachTest('staff-auth');

let logged: LogFields[];
const log = (fields: LogFields) => logged.push(fields);

beforeEach(async () => {
  logged = [];
});

/** Signs in through the staff sign-in, as the form does. */
const signInAs = (email: string, secret = password, now = start) =>
  signIn(fresh.database.db, { email, password: secret }, { now, log });

async function staffWithPassword(email = 'Hr@NGS.example') {
  const { token } = await addStaffUser(fresh.database.db, email, start);
  expect(await setPasswordWithLink(fresh.database.db, token, password, start)).toBe('set');
}

describe('set-password links', () => {
  it('should work once, before they expire, for a password that meets the rules', async () => {
    const first = await addStaffUser(fresh.database.db, 'hr@ngs.example', start);
    expect(first.created).toBe(true);
    expect(await setPasswordWithLink(fresh.database.db, first.token, 'short', start)).toBe(
      'weak-password',
    );
    expect(await setPasswordWithLink(fresh.database.db, first.token, password, start)).toBe('set');
    expect(await setPasswordWithLink(fresh.database.db, first.token, password, start)).toBe(
      'invalid-link',
    );

    const again = await addStaffUser(fresh.database.db, 'HR@ngs.example ', start);
    expect(again).toMatchObject({ created: false, userId: first.userId });
    const expired = later(passwordLinkTtlMs + 1);
    expect(await setPasswordWithLink(fresh.database.db, again.token, password, expired)).toBe(
      'invalid-link',
    );
    expect(await setPasswordWithLink(fresh.database.db, 'made-up', password, start)).toBe(
      'invalid-link',
    );
  });
});

describe('signing in', () => {
  it('should open a session for the right password, whatever the case of the address', async () => {
    await staffWithPassword();
    const result = await signInAs(' hr@ngs.EXAMPLE');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const session = await sessionFor(fresh.database.db, result.token, start);
    expect(session).toMatchObject({ email: 'hr@ngs.example', csrfToken: result.csrfToken });
    expect(result.token).not.toBe(result.csrfToken);
  });

  it('should refuse a wrong password and an unknown address alike', async () => {
    await staffWithPassword();
    expect(await signInAs('hr@ngs.example', 'Wrong-Password-1')).toEqual({
      ok: false,
      reason: 'wrong',
    });
    expect(await signInAs('nobody@ngs.example')).toEqual({ ok: false, reason: 'wrong' });
  });

  it('should lock the account after five failures in a row, log it, and open again after the lock', async () => {
    await staffWithPassword();
    const wrong = { email: 'hr@ngs.example', password: 'Wrong-Password-1' };
    for (let attempt = 1; attempt <= defaultSignInPolicy.maxFailures; attempt += 1) {
      expect(await signInAs(wrong.email, wrong.password)).toMatchObject({
        reason: 'wrong',
      });
    }
    const locked = await signInAs('hr@ngs.example');
    expect(locked).toMatchObject({ ok: false, reason: 'locked', retryAfterSeconds: 900 });
    expect(logged.filter((line) => line.event === 'staff-locked')).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('hr@ngs.example');

    const afterLock = later(defaultSignInPolicy.lockMs + 1);
    expect(await signInAs('hr@ngs.example', password, afterLock)).toMatchObject({ ok: true });
  });

  it('should end a session when it expires and when its owner signs out', async () => {
    await staffWithPassword();
    const first = await signInAs('hr@ngs.example');
    const second = await signInAs('hr@ngs.example');
    if (!first.ok || !second.ok) throw new Error('sign-in failed');
    expect(
      await sessionFor(fresh.database.db, first.token, later(defaultSignInPolicy.sessionTtlMs - 1)),
    ).not.toBeNull();
    expect(
      await sessionFor(fresh.database.db, first.token, later(defaultSignInPolicy.sessionTtlMs)),
    ).toBeNull();

    await signOut(fresh.database.db, second.token);
    expect(await sessionFor(fresh.database.db, second.token, start)).toBeNull();
  });

  it('should end every session of an account when its password is set again', async () => {
    await staffWithPassword();
    const session = await signInAs('hr@ngs.example');
    if (!session.ok) throw new Error('sign-in failed');
    const { token } = await addStaffUser(fresh.database.db, 'hr@ngs.example', start);
    await setPasswordWithLink(fresh.database.db, token, 'Another-Pass-7', start);
    expect(await sessionFor(fresh.database.db, session.token, start)).toBeNull();
  });
});
