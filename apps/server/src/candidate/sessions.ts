import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  addressAttemptKey,
  clearAddressAttempts,
  takeAttempt,
  type AttemptPolicy,
} from '../auth/attempts';
import { trustDevice } from '../auth/devices';
import { guardedSignIn } from '../auth/guardedSignIn';
import { newSession, sessionsIn, type OpenedSession, type SessionLifetime } from '../auth/sessions';
import { newToken, tokenId } from '../auth/tokens';
import type { Log } from '../http/log';
import { candidateSignInLinkMail } from '../mail/messages';
import { outboxRows } from '../mail/outbox';
import { verifyPassword, verifyPasswordOrDecoy } from '../auth/passwords';
import { emailKey } from '../storage/emailKey';
import type { CandidateSessionScope, Database } from '../storage/schema';

/**
 * A candidate looks, acts and leaves: a session ends two hours after sign-in, and after 30
 * minutes without a request.
 */
export const candidateSessionLifetime: SessionLifetime = {
  ttlMs: 2 * 60 * 60_000,
  idleMs: 30 * 60_000,
};
export const candidateSessionTtlMs = candidateSessionLifetime.ttlMs;
/** A sign-in link works once, within ten minutes (ASVS 6.5.5's limit for out-of-band tokens). */
export const signInLinkTtlMs = 10 * 60_000;
/**
 * A password is checked against this many hashes at every sign-in: the address's newest
 * applications, and decoys for the rest, so that how long it takes says nothing of how many
 * applications an address has. Older applications open with the link.
 */
export const hashesCheckedPerSignIn = 3;

/** Links sent to one address: three, then one per back-off step, so nobody floods a mailbox. */
export const signInLinkPolicy: AttemptPolicy = {
  allowed: 3,
  backoffMs: [15, 30, 60].map((minutes) => minutes * 60_000),
  forgetAfterMs: 24 * 60 * 60_000,
};

export interface CandidateSession {
  /** The session's id (the SHA-256 of its cookie's token). */
  id: string;
  /** `emailKey` of the address signed in with. */
  email: string;
  /**
   * What the session opens (D31): `address`, every application of the address, its owner having
   * proved it with a link sent there; `applications`, only those whose own password was given.
   */
  scope: CandidateSessionScope;
  csrfToken: string;
  /** ISO 8601 UTC. */
  expiresAt: string;
  lastSeenAt: string;
}

export type CandidateSignInResult =
  | ({ ok: true } & OpenedSession)
  | { ok: false; reason: 'refused' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

interface SignInContext {
  network: string;
  deviceToken?: string | undefined;
  now?: Date;
  log: Log;
}

async function openCandidateSession(
  db: Kysely<Database>,
  {
    email,
    scope,
    applicationIds,
    now,
  }: {
    email: string;
    scope: CandidateSessionScope;
    applicationIds: readonly string[];
    now: Date;
  },
) {
  const { columns, ...session } = newSession(now, candidateSessionTtlMs);
  await db.transaction().execute(async (trx) => {
    // Ended sessions that nobody came back to would keep their addresses for ever.
    await trx
      .deleteFrom('candidate_sessions')
      .where('expires_at', '<=', now.toISOString())
      .execute();
    await trx
      .insertInto('candidate_sessions')
      .values({ ...columns, email, scope })
      .execute();
    if (applicationIds.length > 0) {
      await trx
        .insertInto('candidate_session_applications')
        .values(applicationIds.map((id) => ({ session_id: columns.id, application_id: id })))
        .execute();
    }
  });
  return session;
}

/**
 * Signs a candidate in with an application's address and password (D31). The session opens
 * exactly the applications of that address whose own password this is, never another one sent
 * with the same address: someone who applies with a stranger's address and a password of their
 * own sees their own application, and nothing of the stranger's.
 *
 * The password is compared with the address's three newest applications, decoys making up the
 * rest, so every sign-in costs three Argon2id verifications, known address or not.
 */
export async function signInWithPassword(
  db: Kysely<Database>,
  credentials: { email: string; password: string },
  { network, deviceToken, now = new Date(), log }: SignInContext,
): Promise<CandidateSignInResult> {
  const addressKey = emailKey(credentials.email);
  const checked = await guardedSignIn(
    db,
    { area: 'candidate', addressKey, network, deviceToken, now, log },
    async () => {
      const applications = await db
        .selectFrom('applications')
        .select(['id', 'password_hash'])
        .where('email_key', '=', addressKey)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(hashesCheckedPerSignIn)
        .execute();
      const opened: string[] = [];
      for (const application of applications) {
        if (await verifyPassword(credentials.password, application.password_hash)) {
          opened.push(application.id);
        }
      }
      for (let decoy = applications.length; decoy < hashesCheckedPerSignIn; decoy += 1) {
        await verifyPasswordOrDecoy(credentials.password, null);
      }
      return opened.length > 0 ? opened : null;
    },
    // Anyone may apply with any address: their own password proves only their application.
    'partial',
  );
  if (!checked.ok) return checked;
  const session = await openCandidateSession(db, {
    email: addressKey,
    scope: 'applications',
    applicationIds: checked.value,
    now,
  });
  log({ event: 'candidate-signed-in', scope: 'applications' });
  return { ok: true, ...session, deviceToken: checked.deviceToken };
}

/**
 * Sends a one-time sign-in link to an address that has sent us anything (an application or a
 * contact message), to the address as its owner last typed it. The visitor is told the same
 * whatever the address, and the work done is the same: one count and one transaction.
 */
export async function requestSignInLink(
  db: Kysely<Database>,
  email: string,
  { now = new Date(), log, site }: { now?: Date; log: Log; site: string },
): Promise<void> {
  const addressKey = emailKey(email);
  const verdict = await takeAttempt(
    db,
    addressAttemptKey('link', addressKey),
    now,
    signInLinkPolicy,
  );
  if (!verdict.allowed) {
    log({
      level: 'warn',
      event: 'candidate-link-limited',
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
    return;
  }
  const newest = (table: 'applications' | 'contact_messages') =>
    db
      .selectFrom(table)
      .select(['email', 'created_at'])
      .where('email_key', '=', addressKey)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  const [application, message] = await Promise.all([
    newest('applications'),
    newest('contact_messages'),
  ]);
  const typed = [application, message]
    .filter((row) => row !== undefined)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]?.email;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('candidate_sign_in_links')
      .where('expires_at', '<=', now.toISOString())
      .execute();
    if (typed === undefined) return;
    const { token, id } = newToken();
    await trx
      .insertInto('candidate_sign_in_links')
      .values({
        id,
        email_key: addressKey,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + signInLinkTtlMs).toISOString(),
      })
      .execute();
    const mail = candidateSignInLinkMail(typed, { subjectId: randomUUID(), token, site });
    await trx
      .insertInto('outbox')
      .values(outboxRows([mail], now))
      .execute();
  });
}

/** Whether a link's token is one that would still sign its owner in (its page asks to confirm). */
export async function signInLinkIsValid(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const link = await db
    .selectFrom('candidate_sign_in_links')
    .select('id')
    .where('id', '=', tokenId(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return link !== undefined;
}

/**
 * Uses a sign-in link, once: it is deleted by the statement that reads it, so two uses at once
 * cannot both succeed. The session opens every application of the address (D31).
 */
export async function signInWithLink(
  db: Kysely<Database>,
  token: string,
  { now = new Date(), log }: { now?: Date; log: Log },
): Promise<CandidateSignInResult> {
  const link = await db
    .deleteFrom('candidate_sign_in_links')
    .where('id', '=', tokenId(token))
    .where('expires_at', '>', now.toISOString())
    .returning('email_key')
    .executeTakeFirst();
  if (!link) return { ok: false, reason: 'refused' };
  const session = await openCandidateSession(db, {
    email: link.email_key,
    scope: 'address',
    applicationIds: [],
    now,
  });
  // The address is proven: guesses at its password from elsewhere no longer hold its owner back.
  await clearAddressAttempts(db, 'candidate', link.email_key);
  const deviceToken = await trustDevice(db, { area: 'candidate', accountKey: link.email_key, now });
  log({ event: 'candidate-signed-in', scope: 'address' });
  return { ok: true, ...session, deviceToken };
}

const candidateSessions = sessionsIn<CandidateSession>(
  'candidate_sessions',
  (db, id) =>
    db
      .selectFrom('candidate_sessions')
      .select([
        'id',
        'email',
        'scope',
        'csrf_token as csrfToken',
        'expires_at as expiresAt',
        'last_seen_at as lastSeenAt',
      ])
      .where('id', '=', id)
      .executeTakeFirst(),
  candidateSessionLifetime,
);
export const candidateSessionFor = candidateSessions.open;
export const signOutCandidate = candidateSessions.end;
