import type { Kysely, SelectQueryBuilder } from 'kysely';
import { staffStatusValues } from '@ngs/forms';
import { statusChangedMail, type ComposedMail } from '../mail/messages';
import { outboxRows } from '../mail/outbox';
import { applicationStatuses, type ApplicationStatus, type Database } from './schema';

export const isApplicationStatus = (value: string): value is ApplicationStatus =>
  (applicationStatuses as readonly string[]).includes(value);

/** The statuses staff may set: every one but withdrawn, which only the candidate chooses. */
export const isStaffStatus = (value: string): value is (typeof staffStatusValues)[number] =>
  (staffStatusValues as readonly string[]).includes(value);

export type StatusChange =
  | { changed: true; from: ApplicationStatus; to: ApplicationStatus }
  | { changed: false; status: ApplicationStatus; final?: true };

/**
 * Moves an application to `status` and, in the same transaction, puts the applicant's notice
 * into the outbox. Setting the status it already has changes nothing and sends nothing. Null
 * when no application has that id (or, with `among`, none of the ids it selects has it).
 *
 * Withdrawn is final: the candidate's decision is not undone by a later move, so moving a
 * withdrawn application changes nothing and answers `final: true`.
 */
export async function setApplicationStatus(
  db: Kysely<Database>,
  id: string,
  status: ApplicationStatus,
  now = new Date(),
  {
    among,
  }: {
    among?: (trx: Kysely<Database>) => SelectQueryBuilder<Database, keyof Database, { id: string }>;
  } = {},
): Promise<StatusChange | null> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('applications')
      .select([
        'id',
        'status',
        'application_type',
        'email',
        'legal_first_name',
        'legal_middle_name',
        'legal_last_name',
      ])
      .where('id', '=', id)
      .$if(among !== undefined, (query) => query.where('id', 'in', among!(trx)))
      .executeTakeFirst();
    if (!application) return null;
    if (application.status === status) return { changed: false, status };
    if (application.status === 'withdrawn')
      return { changed: false, status: 'withdrawn', final: true };
    await trx.updateTable('applications').set({ status }).where('id', '=', id).execute();
    const notice: ComposedMail = statusChangedMail(application, status);
    await trx
      .insertInto('outbox')
      .values(outboxRows([notice], now))
      .execute();
    return { changed: true, from: application.status, to: status };
  });
}
