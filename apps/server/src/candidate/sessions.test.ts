import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogFields } from '../http/log';
import { forgetVerifications, verifications } from '../testing/passwordVerifications';
import type { OpenDatabase } from '../storage/database';
import { candidateApplications } from './applications';
import {
  asha,
  firstPassword,
  kinds,
  later,
  ravi,
  secondPassword,
  start,
  useCandidateAccount,
} from '../testing/candidates';
import {
  candidateSessionFor,
  candidateSessionTtlMs,
  requestSignInLink,
  signInLinkTtlMs,
  signInWithLink,
  signOutCandidate,
} from './sessions';

// Counted, so that a test can see an unknown address still costs one verification (the decoy's).
vi.mock('../auth/passwords', { spy: true });

const minute = 60_000;
const site = 'https://ngs.example';

describe.each(kinds)('the candidate account on %s', (kind) => {
  const account = useCandidateAccount(kind);
  const { apply, signIn, sessionOf } = account;
  let database: OpenDatabase;
  let logged: LogFields[];

  beforeEach(() => {
    database = account.database();
    logged = account.logged();
    forgetVerifications();
  });

  const openedIds = async (result: Awaited<ReturnType<typeof signIn>>) =>
    (await candidateApplications(database.db, await sessionOf(result))).map((row) => row.id);

  describe('signing in with a password (D31)', () => {
    it('should open only the applications whose own password was given, in any case of the address', async () => {
      const own = await apply('Asha.Rao@Example.com', firstPassword);
      const sameAddress = await apply('ASHA.RAO@example.com', secondPassword, {
        at: later(minute),
      });
      const result = await signIn(' ASHA.rao@example.COM ', firstPassword);
      expect(result).toMatchObject({ ok: true });
      expect(await openedIds(result)).toEqual([own]);
      expect(await openedIds(await signIn(asha, secondPassword))).toEqual([sameAddress]);
      const session = await sessionOf(result);
      expect(session).toMatchObject({ email: asha, scope: 'applications' });
      // Only the token's hash is stored.
      const rows = await database.db.selectFrom('candidate_sessions').select('id').execute();
      expect(rows.map((row) => row.id)).not.toContain(result.ok && result.token);
      expect(logged).toContainEqual({ event: 'candidate-signed-in', scope: 'applications' });
    });

    it("should never open a stranger's application sent with the same address and password of another", async () => {
      const victims = await apply(asha, firstPassword);
      const planted = await apply(asha.toUpperCase(), 'Attackers-Own-9', { at: later(minute) });
      const opened = await openedIds(await signIn(asha, 'Attackers-Own-9'));
      expect(opened).toEqual([planted]);
      expect(opened).not.toContain(victims);
    });

    it('should open every application sent with the same address and the same password', async () => {
      const first = await apply(asha, firstPassword);
      const second = await apply(asha, firstPassword, { at: later(minute) });
      expect(await openedIds(await signIn(asha, firstPassword))).toEqual([second, first]);
    });

    it('should find an address with letters outside ASCII in any case, on either store', async () => {
      const id = await apply('Élodie.Ärzte@Example.com', firstPassword);
      expect(await openedIds(await signIn('ÉLODIE.ÄRZTE@example.com', firstPassword))).toEqual([
        id,
      ]);
    });

    it('should verify three hashes at every sign-in, however many applications the address has', async () => {
      await apply(asha, firstPassword);
      for (let application = 0; application < 5; application += 1) {
        await apply(ravi, `Ravi#Pass${application}`);
      }
      for (const [email, password] of [
        ['nobody@example.com', firstPassword],
        [asha, secondPassword],
        [asha, firstPassword],
        [ravi, 'Wrong#Pass1'],
      ] as const) {
        forgetVerifications();
        await signIn(email, password);
        expect(verifications(), email).toBe(3);
      }
      forgetVerifications();
      expect(await signIn('nobody@example.com', firstPassword)).toEqual({
        ok: false,
        reason: 'refused',
      });
      // Only the one right password opened a session.
      expect(await database.db.selectFrom('candidate_sessions').selectAll().execute()).toHaveLength(
        1,
      );
    });
  });

  describe('guesses', () => {
    it('should lock after five, not check while locked, and let one through per growing back-off', async () => {
      await apply(asha, firstPassword);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(await signIn(asha, 'Wrong-Password-1')).toEqual({ ok: false, reason: 'refused' });
      }
      forgetVerifications();
      expect(await signIn(asha, firstPassword, later(1000))).toEqual({
        ok: false,
        reason: 'locked',
        retryAfterSeconds: 59,
      });
      // A locked address is not even tried, and the refused try does not lengthen the lock.
      expect(verifications()).toBe(0);
      expect(await signIn(asha, 'Wrong-Password-1', later(minute))).toEqual({
        ok: false,
        reason: 'refused',
      });
      expect(await signIn(asha, firstPassword, later(minute + 1000))).toMatchObject({
        reason: 'locked',
        retryAfterSeconds: 119,
      });
      expect(await signIn(asha, firstPassword, later(3 * minute))).toMatchObject({ ok: true });
      expect(logged.filter((line) => line.event === 'candidate-locked')).toHaveLength(2);
      const everything = JSON.stringify(logged).toLowerCase();
      expect(everything).not.toContain('asha');
      expect(everything).not.toContain(firstPassword.toLowerCase());
    });

    it('should never lock for more than 15 minutes at a time', async () => {
      let now = start;
      const locks: number[] = [];
      for (let round = 0; round < 12; round += 1) {
        const result = await signIn('nobody@example.com', 'Wrong-Password-1', now);
        if (!result.ok && result.reason === 'locked') {
          locks.push(result.retryAfterSeconds);
          now = new Date(now.getTime() + result.retryAfterSeconds * 1000);
        }
        // Asked again at once: locked, for the rest of the step just started.
        const again = await signIn('nobody@example.com', 'Wrong-Password-1', now);
        if (!again.ok && again.reason === 'locked') locks.push(again.retryAfterSeconds);
      }
      expect(Math.max(...locks)).toBe(15 * 60);
      expect(locks).toContain(60);
      expect(locks).toContain(8 * 60);
    });

    it('should count unknown addresses alike, and start again after a success or a quiet day', async () => {
      await apply(asha, firstPassword);
      for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(asha, 'Wrong-Password-1');
      expect(await signIn(asha, firstPassword)).toMatchObject({ ok: true });
      for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(asha, 'Wrong-Password-1');
      expect(await signIn(asha, firstPassword, later(24 * 60 * minute + 1))).toMatchObject({
        ok: true,
      });
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await signIn('nobody@example.com', 'Wrong-Password-1');
      }
      expect(await signIn('nobody@example.com', firstPassword)).toMatchObject({
        reason: 'locked',
      });
    });

    it("should not let an applicant's own password wipe the count of guesses at the address", async () => {
      await apply(asha, firstPassword);
      // The attacker applied with the same address and a password of their own.
      await apply(asha.toUpperCase(), 'Attackers-Own-9');
      const seen: string[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (let guess = 0; guess < 4; guess += 1) {
          const result = await signIn(asha, `Guess#${round}${guess}`);
          seen.push(result.ok ? 'ok' : result.reason);
        }
        const own = await signIn(asha, 'Attackers-Own-9');
        seen.push(own.ok ? 'ok' : own.reason);
      }
      // Their own success gives back its own attempt only: the fifth guess locks.
      expect(seen.slice(0, 7)).toEqual([
        'refused',
        'refused',
        'refused',
        'refused',
        'ok',
        'refused',
        'locked',
      ]);
      expect(await signIn(asha, firstPassword)).toMatchObject({ reason: 'locked' });
    });

    it('should trust no browser after a password, and let one that used the link in while a stranger holds the lock', async () => {
      await apply(asha, firstPassword);
      const byPassword = await signIn(asha, firstPassword);
      expect(byPassword).toMatchObject({ ok: true, deviceToken: undefined });
      await requestSignInLink(database.db, asha, { now: start, log: account.log, site });
      const link = await database.db
        .selectFrom('outbox')
        .select('text_body')
        .where('kind', '=', 'candidate-sign-in-link')
        .executeTakeFirstOrThrow();
      const token = /token=([\w-]+)/.exec(link.text_body)![1]!;
      const byLink = await signInWithLink(database.db, token, { now: start, log: account.log });
      if (!byLink.ok || !byLink.deviceToken) throw new Error('no trusted browser');
      for (let attempt = 1; attempt <= 6; attempt += 1) await signIn(asha, 'Wrong-Password-1');
      expect(await signIn(asha, firstPassword)).toMatchObject({ reason: 'locked' });
      expect(await signIn(asha, firstPassword, start, byLink.deviceToken)).toMatchObject({
        ok: true,
      });
      // Another address's trusted browser counts nothing for this one.
      expect(await signIn(ravi, firstPassword, start, byLink.deviceToken)).toMatchObject({
        ok: false,
      });
    });
  });

  describe('signing in with a link sent to the address (D31)', () => {
    const linkTokenIn = async () => {
      const mail = await database.db
        .selectFrom('outbox')
        .select(['recipient', 'text_body'])
        .where('kind', '=', 'candidate-sign-in-link')
        .execute();
      return mail.map((row) => ({
        recipient: row.recipient,
        token: /token=([\w%-]+)/.exec(row.text_body)?.[1] ?? '',
      }));
    };

    it('should mail a link to the address as last typed, which opens every application of it once', async () => {
      const first = await apply('asha.rao@example.com', firstPassword);
      const second = await apply('Asha.Rao@Example.com', secondPassword, { at: later(minute) });
      await requestSignInLink(database.db, 'ASHA.RAO@example.com', {
        now: start,
        log: account.log,
        site,
      });
      const [sent] = await linkTokenIn();
      expect(sent?.recipient).toBe('Asha.Rao@Example.com');
      const result = await signInWithLink(database.db, sent!.token, {
        now: later(minute),
        log: account.log,
      });
      expect(await openedIds(result)).toEqual([second, first]);
      expect((await sessionOf(result)).scope).toBe('address');
      expect(
        await signInWithLink(database.db, sent!.token, { now: later(minute), log: account.log }),
      ).toEqual({
        ok: false,
        reason: 'refused',
      });
    });

    it('should use a link within 30 minutes only, and be used once even when sent twice at once', async () => {
      await apply(asha, firstPassword);
      await requestSignInLink(database.db, asha, { now: start, log: account.log, site });
      await requestSignInLink(database.db, asha, { now: start, log: account.log, site });
      const [late, racing] = await linkTokenIn();
      expect(
        await signInWithLink(database.db, late!.token, {
          now: later(signInLinkTtlMs),
          log: account.log,
        }),
      ).toMatchObject({ ok: false });
      const both = await Promise.all(
        Array.from({ length: 5 }, () =>
          signInWithLink(database.db, racing!.token, { now: start, log: account.log }),
        ),
      );
      expect(both.filter((result) => result.ok)).toHaveLength(1);
    });

    it('should send nothing for an unknown address, and no more than three links a quarter hour', async () => {
      await requestSignInLink(database.db, 'nobody@example.com', {
        now: start,
        log: account.log,
        site,
      });
      expect(await linkTokenIn()).toEqual([]);
      await apply(asha, firstPassword);
      for (let request = 0; request < 6; request += 1) {
        await requestSignInLink(database.db, asha, { now: start, log: account.log, site });
      }
      expect(await linkTokenIn()).toHaveLength(3);
    });
  });

  describe('sessions', () => {
    it('should end two hours after sign-in, and when the candidate signs out', async () => {
      await apply(asha, firstPassword);
      const first = await signIn(asha, firstPassword);
      const second = await signIn(asha, firstPassword);
      if (!first.ok || !second.ok) throw new Error('sign-in failed');
      expect(first.expiresAt).toEqual(later(2 * 60 * minute));
      // Used every 29 minutes, it lasts to its end; left alone for 30, it ends.
      for (let at = 29 * minute; at < candidateSessionTtlMs; at += 29 * minute) {
        expect(await candidateSessionFor(database.db, first.token, later(at))).not.toBeNull();
      }
      const justBefore = later(candidateSessionTtlMs - 1);
      expect(await candidateSessionFor(database.db, first.token, justBefore)).not.toBeNull();
      const atEnd = later(candidateSessionTtlMs);
      expect(await candidateSessionFor(database.db, first.token, atEnd)).toBeNull();
      // An ended session is gone, not only hidden: turning the clock back does not revive it.
      expect(await candidateSessionFor(database.db, first.token, start)).toBeNull();

      const third = await signIn(asha, firstPassword);
      if (!third.ok) throw new Error('sign-in failed');
      expect(await candidateSessionFor(database.db, third.token, later(30 * minute))).toBeNull();

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
      await signIn(ravi, secondPassword, later(candidateSessionTtlMs));
      const rows = await database.db.selectFrom('candidate_sessions').select('email').execute();
      expect(rows).toEqual([{ email: ravi }]);
    });
  });
});
