import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogFields } from '../log';
import { verifyPassword, verifyPasswordOrDecoy } from '../passwords';
import type * as Passwords from '../passwords';
import type { OpenDatabase } from '../storage/database';
import { candidateApplications, deleteCandidateData, withdrawApplication } from './applications';
import {
  asha,
  firstPassword,
  kinds,
  later,
  ravi,
  secondPassword,
  start,
  useCandidateAccount,
} from './candidateAccount.fixtures';
import { candidateSessionFor, candidateSignInPolicy, signOutCandidate } from './sessions';

// Counted, so that a test can see an unknown address still costs one verification (the decoy's).
vi.mock('../passwords', async (actual) => {
  const real = await actual<typeof Passwords>();
  return {
    ...real,
    verifyPassword: vi.fn(real.verifyPassword),
    verifyPasswordOrDecoy: vi.fn(real.verifyPasswordOrDecoy),
  };
});

const verifications = () =>
  vi.mocked(verifyPassword).mock.calls.length + vi.mocked(verifyPasswordOrDecoy).mock.calls.length;
const forgetVerifications = () => {
  vi.mocked(verifyPassword).mockClear();
  vi.mocked(verifyPasswordOrDecoy).mockClear();
};

describe.each(kinds)('the candidate account on %s', (kind) => {
  const account = useCandidateAccount(kind);
  const { apply, signIn } = account;
  let database: OpenDatabase;
  let logged: LogFields[];

  beforeEach(() => {
    database = account.database();
    logged = account.logged();
    forgetVerifications();
  });

  describe('signing in', () => {
    it('should open a session for the right password, in any case of the address', async () => {
      await apply('Asha.Rao@Example.com', firstPassword);
      const result = await signIn(' ASHA.rao@example.COM ', firstPassword);
      expect(result).toMatchObject({ ok: true });
      if (!result.ok) return;
      expect(result.token).not.toBe(result.csrfToken);
      expect(await candidateSessionFor(database.db, result.token, start)).toEqual({
        email: asha,
        csrfToken: result.csrfToken,
        expiresAt: later(candidateSignInPolicy.sessionTtlMs).toISOString(),
      });
      // Only the token's hash is stored.
      const rows = await database.db.selectFrom('candidate_sessions').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).not.toBe(result.token);
      expect(logged).toContainEqual({ event: 'candidate-signed-in' });
    });

    it('should show the applications of an address with letters outside ASCII once signed in', async () => {
      const id = await apply('Ärzte.Team@Example.com', firstPassword);
      const result = await signIn('ÄRZTE.TEAM@example.com', firstPassword);
      if (!result.ok) throw new Error('sign-in failed');
      const session = await candidateSessionFor(database.db, result.token, start);
      expect(session?.email).toBe('Ärzte.team@example.com');
      expect(
        (await candidateApplications(database.db, session!.email)).map((row) => row.id),
      ).toEqual([id]);
    });

    it('should refuse a wrong password', async () => {
      await apply(asha, firstPassword);
      expect(await signIn(asha, secondPassword)).toEqual({ ok: false, reason: 'refused' });
      expect(await database.db.selectFrom('candidate_sessions').selectAll().execute()).toEqual([]);
    });

    it("should take the password of any of the address's applications, withdrawn too, and no other's", async () => {
      const first = await apply(asha, firstPassword);
      await apply('ASHA.RAO@example.com', secondPassword, { at: later(60_000) });
      await apply(ravi, 'Ravis-Own-Password-9');
      expect(await withdrawApplication(database.db, { email: asha, applicationId: first })).toBe(
        'withdrawn',
      );
      expect(await signIn(asha, firstPassword)).toMatchObject({ ok: true });
      expect(await signIn(asha, secondPassword)).toMatchObject({ ok: true });
      expect(await signIn(asha, 'Ravis-Own-Password-9')).toEqual({ ok: false, reason: 'refused' });
    });

    it('should refuse an unknown address after verifying one hash, like a wrong password', async () => {
      await apply(asha, firstPassword);
      forgetVerifications();
      expect(await signIn('nobody@example.com', firstPassword)).toEqual({
        ok: false,
        reason: 'refused',
      });
      expect(verifications()).toBe(1);
      forgetVerifications();
      expect(await signIn(asha, secondPassword)).toEqual({ ok: false, reason: 'refused' });
      expect(verifications()).toBe(1);
    });

    it('should refuse an address whose applications were deleted', async () => {
      await apply(asha, firstPassword);
      await deleteCandidateData(database.db, { email: asha, now: start });
      expect(await signIn(asha, firstPassword)).toEqual({ ok: false, reason: 'refused' });
    });

    it('should lock the address after five failures, log it without the address, and open after 15 minutes', async () => {
      await apply(asha, firstPassword);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(await signIn(asha, 'Wrong-Password-1')).toEqual({ ok: false, reason: 'refused' });
      }
      forgetVerifications();
      expect(await signIn(asha, firstPassword, later(1000))).toEqual({
        ok: false,
        reason: 'locked',
        retryAfterSeconds: 15 * 60 - 1,
      });
      // A locked address is not even tried.
      expect(verifications()).toBe(0);
      expect(logged.filter((line) => line.event === 'candidate-locked')).toHaveLength(1);
      expect(logged).toContainEqual({
        level: 'warn',
        event: 'candidate-sign-in-locked',
        retryAfterSeconds: 899,
      });
      const everything = JSON.stringify(logged).toLowerCase();
      expect(everything).not.toContain('asha');
      expect(everything).not.toContain(firstPassword.toLowerCase());
      expect(everything).not.toContain('wrong-password');

      expect(await signIn(asha, firstPassword, later(15 * 60_000 - 1))).toMatchObject({
        reason: 'locked',
      });
      expect(await signIn(asha, firstPassword, later(15 * 60_000))).toMatchObject({ ok: true });
    });

    it('should start counting again after a success, and lock unknown addresses alike', async () => {
      await apply(asha, firstPassword);
      for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(asha, 'Wrong-Password-1');
      expect(await signIn(asha, firstPassword)).toMatchObject({ ok: true });
      for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(asha, 'Wrong-Password-1');
      expect(await signIn(asha, firstPassword)).toMatchObject({ ok: true });

      // Were only known addresses locked, the lock would tell a stranger who has applied.
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await signIn('nobody@example.com', 'Wrong-Password-1');
      }
      expect(await signIn('nobody@example.com', firstPassword)).toMatchObject({
        reason: 'locked',
      });
    });

    it('should forget failures a day after the last one, and the rows of addresses tried', async () => {
      await apply(asha, firstPassword);
      for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(asha, 'Wrong-Password-1');
      await signIn('nobody@example.com', 'Wrong-Password-1');
      const dayLater = later(candidateSignInPolicy.forgetFailuresAfterMs + 1);
      await signIn('someone@example.com', 'Wrong-Password-1', dayLater);
      const rows = await database.db
        .selectFrom('candidate_sign_in_locks')
        .select('email')
        .execute();
      expect(rows.map((row) => row.email)).toEqual(['someone@example.com']);
      // Asha's four failures are gone: one more does not lock her.
      await signIn(asha, 'Wrong-Password-1', dayLater);
      expect(await signIn(asha, firstPassword, dayLater)).toMatchObject({ ok: true });
    });
  });

  describe('sessions', () => {
    it('should end two hours after sign-in, and when the candidate signs out', async () => {
      await apply(asha, firstPassword);
      const first = await signIn(asha, firstPassword);
      const second = await signIn(asha, firstPassword);
      if (!first.ok || !second.ok) throw new Error('sign-in failed');
      expect(first.expiresAt).toEqual(later(2 * 60 * 60_000));
      const justBefore = later(candidateSignInPolicy.sessionTtlMs - 1);
      expect(await candidateSessionFor(database.db, first.token, justBefore)).not.toBeNull();
      const atEnd = later(candidateSignInPolicy.sessionTtlMs);
      expect(await candidateSessionFor(database.db, first.token, atEnd)).toBeNull();
      // An ended session is gone, not only hidden: turning the clock back does not revive it.
      expect(await candidateSessionFor(database.db, first.token, start)).toBeNull();

      expect(await candidateSessionFor(database.db, second.token, start)).not.toBeNull();
      await signOutCandidate(database.db, second.token);
      expect(await candidateSessionFor(database.db, second.token, start)).toBeNull();
      expect(await candidateSessionFor(database.db, 'made-up', start)).toBeNull();
    });

    it('should delete sessions nobody came back to at the next sign-in', async () => {
      await apply(asha, firstPassword);
      await apply(ravi, secondPassword);
      const forgotten = await signIn(asha, firstPassword);
      if (!forgotten.ok) throw new Error('sign-in failed');
      await signIn(ravi, secondPassword, later(candidateSignInPolicy.sessionTtlMs));
      const rows = await database.db.selectFrom('candidate_sessions').select('email').execute();
      expect(rows).toEqual([{ email: ravi }]);
    });
  });
});
