import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { clearAddressAttempts } from '../auth/attempts';
import { forgetDevices } from '../auth/devices';
import { forgetJobAlertsOf } from '../careers/jobAlerts';
import { candidateDataDeletedMail } from '../mail/messages';
import { outboxRows } from '../mail/outbox';
import { setApplicationStatus } from '../storage/applicationStatus';
import { addressDigest } from '../storage/emailKey';
import { finishErasure, type Erasure } from '../storage/erasure';
import type { ApplicationStatus, Database } from '../storage/schema';
import type { CandidateSession } from './sessions';

export interface CandidateApplication {
  id: string;
  /** ISO 8601 UTC. */
  submittedAt: string;
  applicationType: 'job' | 'internship';
  status: ApplicationStatus;
  /** The opening's title when they applied, or null for a general application. */
  role: string | null;
  /** The names the candidate gave their files, résumé first. */
  fileNames: string[];
}

/** The ids of the applications a session opens (see CandidateSession's scope). */
export function openedApplicationIds(db: Kysely<Database>, session: CandidateSession) {
  return session.scope === 'address'
    ? db.selectFrom('applications').select('id').where('email_key', '=', session.email)
    : db
        .selectFrom('candidate_session_applications')
        .select('application_id as id')
        .where('session_id', '=', session.id);
}

/** The applications the session opens, newest first. */
export async function candidateApplications(
  db: Kysely<Database>,
  session: CandidateSession,
): Promise<CandidateApplication[]> {
  const applications = await db
    .selectFrom('applications')
    .select(['id', 'created_at', 'application_type', 'status', 'job_title'])
    .where('id', 'in', openedApplicationIds(db, session))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (applications.length === 0) return [];
  const files = await db
    .selectFrom('application_files')
    .select(['application_id', 'original_name'])
    .where(
      'application_id',
      'in',
      applications.map((application) => application.id),
    )
    .orderBy('application_id')
    .orderBy('field', 'desc')
    .execute();
  return applications.map((application) => ({
    id: application.id,
    submittedAt: application.created_at,
    applicationType: application.application_type as 'job' | 'internship',
    status: application.status,
    role: application.job_title,
    fileNames: files
      .filter((file) => file.application_id === application.id)
      .map((file) => file.original_name),
  }));
}

export type WithdrawResult = 'withdrawn' | 'already-withdrawn' | 'not-found';

/**
 * Withdraws one of the applications the session opens, with the usual status notice in the
 * outbox in the same transaction. Any other application is 'not-found', exactly like an id that
 * does not exist. Withdrawn is final (see setApplicationStatus).
 */
export async function withdrawApplication(
  db: Kysely<Database>,
  {
    session,
    applicationId,
    now = new Date(),
  }: {
    session: CandidateSession;
    applicationId: string;
    now?: Date;
  },
): Promise<WithdrawResult> {
  const change = await setApplicationStatus(db, applicationId, 'withdrawn', now, {
    among: (trx) => openedApplicationIds(trx, session),
  });
  if (!change) return 'not-found';
  return change.changed ? 'withdrawn' : 'already-withdrawn';
}

export interface DeletedCandidateData {
  deletedApplications: number;
  deletedContactMessages: number;
}

/**
 * Deletes what the session opens (D33), in one transaction: those applications with their files,
 * staff notes and every e-mail about them, sent or not. A session opened by a link, whose owner
 * has proved the address, deletes everything of the address: its contact messages too, the
 * e-mail to it, its sessions, trusted browsers, links and sign-in counts. Then the mail files of
 * the deleted e-mail and, on SQLite, the freed pages go too (see Erasure).
 *
 * One confirmation goes to the address as its owner last typed it, when anything was deleted
 * (nothing to delete sends nothing, so the call cannot be used to send mail); it keeps nothing
 * once sent. An earlier confirmation not yet sent still goes: a second click must not cancel it.
 */
export async function deleteCandidateData(
  db: Kysely<Database>,
  {
    session,
    now = new Date(),
    erasure = {},
  }: {
    session: CandidateSession;
    now?: Date;
    erasure?: Erasure;
  },
): Promise<DeletedCandidateData> {
  const wholeAddress = session.scope === 'address';
  const { deleted, mailIds } = await db.transaction().execute(async (trx) => {
    const applications = await trx
      .selectFrom('applications')
      .select(['id', 'email', 'created_at'])
      .where('id', 'in', openedApplicationIds(trx, session))
      .execute();
    const messages = wholeAddress
      ? await trx
          .selectFrom('contact_messages')
          .select(['id', 'email', 'created_at'])
          .where('email_key', '=', session.email)
          .execute()
      : [];
    const applicationIds = applications.map((row) => row.id);
    const subjectIds = [...applicationIds, ...messages.map((row) => row.id)];
    const none = ['none'];
    const mail = await trx
      .selectFrom('outbox')
      .select('id')
      .where('kind', '!=', 'candidate-data-deleted')
      .where((where) =>
        where.or([
          where('subject_id', 'in', subjectIds.length > 0 ? subjectIds : none),
          ...(wholeAddress ? [where('recipient_key', '=', addressDigest(session.email))] : []),
        ]),
      )
      .execute();
    const mailIds = mail.map((row) => row.id);
    if (mailIds.length > 0) await trx.deleteFrom('outbox').where('id', 'in', mailIds).execute();
    if (subjectIds.length > 0) {
      await trx.deleteFrom('staff_notes').where('subject_id', 'in', subjectIds).execute();
    }
    if (applicationIds.length > 0) {
      await trx
        .deleteFrom('application_files')
        .where('application_id', 'in', applicationIds)
        .execute();
      await trx.deleteFrom('applications').where('id', 'in', applicationIds).execute();
    }
    if (messages.length > 0) {
      await trx
        .deleteFrom('contact_messages')
        .where(
          'id',
          'in',
          messages.map((row) => row.id),
        )
        .execute();
    }
    if (wholeAddress) {
      await trx.deleteFrom('candidate_sessions').where('email', '=', session.email).execute();
      await trx
        .deleteFrom('candidate_sign_in_links')
        .where('email_key', '=', session.email)
        .execute();
      await forgetDevices(trx, 'candidate', session.email);
      await clearAddressAttempts(trx, 'candidate', session.email);
      await clearAddressAttempts(trx, 'link', session.email);
      // The address is proven: its job alert subscription and the record of alerts go too.
      await forgetJobAlertsOf(trx, session.email);
    } else {
      // This session, and any other that opened only what is now gone.
      await trx.deleteFrom('candidate_sessions').where('id', '=', session.id).execute();
      await trx
        .deleteFrom('candidate_sessions')
        .where('scope', '=', 'applications')
        .where(
          'id',
          'not in',
          trx.selectFrom('candidate_session_applications').select('session_id'),
        )
        .execute();
    }
    const newest = [...applications, ...messages].sort((a, b) =>
      b.created_at.localeCompare(a.created_at),
    )[0];
    if (newest) {
      const confirmation = candidateDataDeletedMail(newest.email, {
        subjectId: randomUUID(),
        deletedApplications: applications.length,
      });
      await trx
        .insertInto('outbox')
        .values(outboxRows([confirmation], now))
        .execute();
    }
    return {
      deleted: {
        deletedApplications: applications.length,
        deletedContactMessages: messages.length,
      },
      mailIds,
    };
  });
  await finishErasure(erasure, mailIds);
  return deleted;
}
