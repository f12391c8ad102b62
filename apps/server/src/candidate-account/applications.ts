import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { candidateDataDeletedMail } from '../mail/messages';
import { outboxRows } from '../mail/outbox';
import { setApplicationStatus } from '../storage/applicationStatus';
import type { ApplicationStatus, Database } from '../storage/schema';
import { candidateEmail, sameEmail } from './sessions';

export interface CandidateApplication {
  id: string;
  /** ISO 8601 UTC. */
  submittedAt: string;
  applicationType: 'job' | 'internship';
  status: ApplicationStatus;
  /** The names the candidate gave their files, résumé first. */
  fileNames: string[];
}

/** The applications sent with this address (any case), newest first. */
export async function candidateApplications(
  db: Kysely<Database>,
  email: string,
): Promise<CandidateApplication[]> {
  const applications = await db
    .selectFrom('applications')
    .select(['id', 'created_at', 'application_type', 'status'])
    .where(sameEmail(email))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (applications.length === 0) return [];
  const files = await db
    .selectFrom('application_files')
    .select(['application_id', 'original_name'])
    .where('application_id', 'in', (query) =>
      query.selectFrom('applications').select('id').where(sameEmail(email)),
    )
    .orderBy('application_id')
    .orderBy('field', 'desc')
    .execute();
  return applications.map((application) => ({
    id: application.id,
    submittedAt: application.created_at,
    applicationType: application.application_type as 'job' | 'internship',
    status: application.status,
    fileNames: files
      .filter((file) => file.application_id === application.id)
      .map((file) => file.original_name),
  }));
}

export type WithdrawResult = 'withdrawn' | 'already-withdrawn' | 'not-found';

/**
 * Withdraws one of the candidate's applications, with the usual status notice in the outbox in
 * the same transaction. Another address's application is 'not-found', exactly like an id that
 * does not exist. Withdrawn is final (see setApplicationStatus).
 */
export async function withdrawApplication(
  db: Kysely<Database>,
  { email, applicationId, now = new Date() }: { email: string; applicationId: string; now?: Date },
): Promise<WithdrawResult> {
  const change = await setApplicationStatus(db, applicationId, 'withdrawn', now, {
    ownerEmail: email,
  });
  if (!change) return 'not-found';
  return change.changed ? 'withdrawn' : 'already-withdrawn';
}

/**
 * Deletes everything stored about the candidate's address, in one transaction: each of its
 * applications with its files and staff notes, every unsent e-mail about them or to the address,
 * its sessions and its sign-in lock. Then queues one e-mail confirming it, when anything was
 * deleted (nothing to delete sends nothing, so the call cannot be used to send mail).
 *
 * Sent e-mail rows stay: their words are emptied 30 days after sending and the rest goes at
 * retention, like every sent message.
 */
export async function deleteCandidateData(
  db: Kysely<Database>,
  { email, now = new Date() }: { email: string; now?: Date },
): Promise<{ deletedApplications: number }> {
  return db.transaction().execute(async (trx) => {
    const newest = await trx
      .selectFrom('applications')
      .select('email')
      .where(sameEmail(email))
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const theirs = () => trx.selectFrom('applications').select('id').where(sameEmail(email));
    // Unsent mail to the address or about its applications never leaves: the staff
    // notification of a new application, a confirmation or status notice not yet sent.
    await trx
      .deleteFrom('outbox')
      .where('sent_at', 'is', null)
      // An earlier confirmation of deletion still goes: a second click must not cancel it.
      .where('kind', '!=', 'candidate-data-deleted')
      .where((where) =>
        where.or([sameEmail(email, 'recipient'), where('subject_id', 'in', theirs())]),
      )
      .execute();
    await trx.deleteFrom('staff_notes').where('subject_id', 'in', theirs()).execute();
    await trx.deleteFrom('application_files').where('application_id', 'in', theirs()).execute();
    const deleted = await trx.deleteFrom('applications').where(sameEmail(email)).executeTakeFirst();
    const deletedApplications = Number(deleted.numDeletedRows);
    const address = candidateEmail(email);
    await trx.deleteFrom('candidate_sessions').where('email', '=', address).execute();
    await trx.deleteFrom('candidate_sign_in_locks').where('email', '=', address).execute();
    if (newest && deletedApplications > 0) {
      // To the address as they typed it in their latest application.
      const confirmation = candidateDataDeletedMail(newest.email, {
        subjectId: randomUUID(),
        deletedApplications,
      });
      await trx
        .insertInto('outbox')
        .values(outboxRows([confirmation], now))
        .execute();
    }
    return { deletedApplications };
  });
}
