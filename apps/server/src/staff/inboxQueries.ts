import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SelectExpression, type SelectQueryBuilder } from 'kysely';
import type { ApplicationStatus, Database, StaffNotesTable } from '../storage/schema';
import { applicationColumns } from '../storage/submissions';

export interface InboxFilter {
  /** Words to find in names, addresses, subjects and messages, any case. */
  q?: string;
  status?: ApplicationStatus;
  applicationType?: 'job' | 'internship';
  /** An opening's id, or `general` for applications to none. */
  opening?: string;
  limit: number;
  offset: number;
}

/** `%` and `_` typed by staff are looked for as themselves. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** True where any of the columns contains the words, in any case. */
const anyContains = (columns: readonly string[], q: string) => {
  const pattern = containing(q);
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
};

/**
 * One page of what `query` finds, newest first (ties in id order, so pages never overlap), with
 * how many it finds in all.
 */
async function newestFirstPage<
  Table extends 'contact_messages' | 'applications',
  Column extends SelectExpression<Database, Table> & keyof Database[Table] & string,
>(
  query: SelectQueryBuilder<Database, Table, object>,
  columns: readonly Column[],
  { limit, offset }: Pick<InboxFilter, 'limit' | 'offset'>,
) {
  const [rows, count] = await Promise.all([
    query
      .select(columns)
      .orderBy(sql.ref('created_at'), 'desc')
      .orderBy(sql.ref('id'))
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((select) => select.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
}

export async function listContacts(db: Kysely<Database>, filter: InboxFilter) {
  let query = db.selectFrom('contact_messages');
  if (filter.q) query = query.where(anyContains(['name', 'email', 'subject', 'message'], filter.q));
  return newestFirstPage(query, ['id', 'created_at', 'name', 'email', 'subject'], filter);
}

/** The applications the filter finds, on every page. */
function applicationsFound(db: Kysely<Database>, filter: Omit<InboxFilter, 'limit' | 'offset'>) {
  let query = db.selectFrom('applications');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.applicationType) query = query.where('application_type', '=', filter.applicationType);
  if (filter.opening === 'general') query = query.where('opening_id', 'is', null);
  else if (filter.opening) query = query.where('opening_id', '=', filter.opening);
  if (filter.q) {
    const columns = ['legal_first_name', 'legal_middle_name', 'legal_last_name', 'email'];
    query = query.where(anyContains(columns, filter.q));
  }
  return query;
}

export async function listApplicationSummaries(db: Kysely<Database>, filter: InboxFilter) {
  const columns = [
    'id',
    'created_at',
    'application_type',
    'status',
    'email',
    'legal_first_name',
    'legal_middle_name',
    'legal_last_name',
    'job_title',
  ] as const;
  return newestFirstPage(applicationsFound(db, filter), columns, filter);
}

/** How many applications the filter finds at each status, whatever its own status. */
export async function statusCounts(
  db: Kysely<Database>,
  filter: Omit<InboxFilter, 'limit' | 'offset'>,
): Promise<Map<string, number>> {
  const { status: _status, ...withoutStatus } = filter;
  const rows = await applicationsFound(db, withoutStatus)
    .select((select) => ['status', select.fn.countAll<number | string>().as('count')])
    .groupBy('status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** How many applications the filter finds for each opening (null: general), whatever its own. */
export async function openingCounts(
  db: Kysely<Database>,
  filter: Omit<InboxFilter, 'limit' | 'offset'>,
): Promise<Map<string | null, number>> {
  const { opening: _opening, ...withoutOpening } = filter;
  const rows = await applicationsFound(db, withoutOpening)
    .select((select) => ['opening_id', select.fn.countAll<number | string>().as('count')])
    .groupBy('opening_id')
    .execute();
  return new Map(rows.map((row) => [row.opening_id, Number(row.count)]));
}

/** One contact message, or undefined when none has the id. */
export function contactById(db: Kysely<Database>, id: string) {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One application, every column but the password hash; undefined when none has the id. */
export function applicationById(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('applications')
    .select(applicationColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function notesAbout(db: Kysely<Database>, subjectId: string): Promise<StaffNotesTable[]> {
  return db
    .selectFrom('staff_notes')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function addNote(
  db: Kysely<Database>,
  note: { subjectId: string; authorEmail: string; text: string },
  now = new Date(),
): Promise<StaffNotesTable> {
  const row = {
    id: randomUUID(),
    subject_id: note.subjectId,
    author_email: note.authorEmail,
    created_at: now.toISOString(),
    text: note.text,
  };
  await db.insertInto('staff_notes').values(row).execute();
  return row;
}

/** The longest note staff may write, in characters. */
export const maxNoteLength = 5_000;

/** Adds a note about a contact message or an application; null when none of them has the id. */
export async function addNoteAbout(
  db: Kysely<Database>,
  kind: 'contacts' | 'applications',
  note: { subjectId: string; authorEmail: string; text: string },
  now: Date,
): Promise<StaffNotesTable | null> {
  const subject = await db
    .selectFrom(kind === 'contacts' ? 'contact_messages' : 'applications')
    .select('id')
    .where('id', '=', note.subjectId)
    .executeTakeFirst();
  return subject ? addNote(db, { ...note, subjectId: subject.id }, now) : null;
}
