import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ApplicationStatus, Database, StaffNotesTable } from '../storage/schema';

export interface InboxFilter {
  /** Words to find in names, addresses, subjects and messages, any case. */
  q?: string;
  status?: ApplicationStatus;
  applicationType?: 'job' | 'internship';
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

export async function listContacts(db: Kysely<Database>, filter: InboxFilter) {
  let query = db.selectFrom('contact_messages');
  if (filter.q) query = query.where(anyContains(['name', 'email', 'subject', 'message'], filter.q));
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'created_at', 'name', 'email', 'subject'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((select) => select.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
}

export async function listApplicationSummaries(db: Kysely<Database>, filter: InboxFilter) {
  let query = db.selectFrom('applications');
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.applicationType) query = query.where('application_type', '=', filter.applicationType);
  if (filter.q) {
    const columns = ['legal_first_name', 'legal_middle_name', 'legal_last_name', 'email'];
    query = query.where(anyContains(columns, filter.q));
  }
  const [rows, count] = await Promise.all([
    query
      .select([
        'id',
        'created_at',
        'application_type',
        'status',
        'email',
        'legal_first_name',
        'legal_middle_name',
        'legal_last_name',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((select) => select.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
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
