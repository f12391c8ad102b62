import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema';
import {
  listApplicationFiles,
  listApplications,
  listContactMessages,
  type ApplicationFileRecord,
} from '../storage/submissions';

/** What `pnpm staff export` and the staff area's CSV download hold: the same columns, rows. */
export type Rows = { columns: string[]; rows: object[]; json: unknown[] };

const contactColumns = ['id', 'created_at', 'name', 'email', 'phone', 'subject', 'message'];

export async function contactRows(db: Kysely<Database>): Promise<Rows> {
  const rows = await listContactMessages(db);
  return { columns: contactColumns, rows, json: rows };
}

function describeFiles(files: readonly ApplicationFileRecord[]): string {
  return files
    .map((file) => `${file.field}: ${file.original_name} (${file.size} B, ${file.detected_mime})`)
    .join('; ');
}

export async function applicationRows(db: Kysely<Database>): Promise<Rows> {
  const [applications, files] = await Promise.all([listApplications(db), listApplicationFiles(db)]);
  const filesOf = new Map<string, ApplicationFileRecord[]>();
  for (const file of files) {
    filesOf.set(file.application_id, [...(filesOf.get(file.application_id) ?? []), file]);
  }
  const columns = [...Object.keys(applications[0] ?? { id: '', created_at: '' }), 'files'];
  return {
    columns,
    rows: applications.map((row) => ({ ...row, files: describeFiles(filesOf.get(row.id) ?? []) })),
    json: applications.map((row) => ({
      ...row,
      files: (filesOf.get(row.id) ?? []).map(({ application_id: _, ...file }) => file),
    })),
  };
}
