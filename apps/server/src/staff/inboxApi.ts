import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { StaffEnv } from './staffEnv';
import { staffArea } from '@ngs/content';
import { problemResponse } from '../http/problems';
import { applicationRows, contactRows } from './exportRows';
import { toCsv } from './csv';
import { staffStatusValues } from '@ngs/forms';
import {
  isApplicationStatus,
  isStaffStatus,
  setApplicationStatus,
} from '../storage/applicationStatus';
import { applicationStatuses, fileFields, type Database } from '../storage/schema';
import { applicationFilesWithContent, listApplicationFiles } from '../storage/submissions';
import { downloadName } from '../uploads/names';
import {
  addNoteAbout,
  applicationById,
  contactById,
  listApplicationSummaries,
  listContacts,
  maxNoteLength,
  notesAbout,
  type InboxFilter,
} from './inboxQueries';

const noStore = { 'Cache-Control': 'no-store' };

/** The farthest page anyone reads: a million rows in. */
const maxOffset = 1_000_000;

/**
 * A paging value as plain decimal digits, within its range, or null: `Number()` would take
 * `1e308`, `0x10` or ` 5`, and a value past SQLite's integers fails in the database.
 */
function wholeNumberIn(text: string | undefined, fallback: number, max: number): number | null {
  if (text === undefined) return fallback;
  if (!/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

function filterOf(c: Context<StaffEnv>): InboxFilter | string {
  const limit = wholeNumberIn(c.req.query('limit'), 50, 200);
  const offset = wholeNumberIn(c.req.query('offset'), 0, maxOffset);
  if (limit === null || limit < 1) return 'limit must be a whole number from 1 to 200.';
  if (offset === null) return `offset must be a whole number from 0 to ${maxOffset}.`;
  const status = c.req.query('status');
  if (status !== undefined && !isApplicationStatus(status)) {
    return `status must be one of ${applicationStatuses.join(', ')}.`;
  }
  const type = c.req.query('type');
  if (type !== undefined && type !== 'job' && type !== 'internship') {
    return 'type must be job or internship.';
  }
  const q = c.req.query('q')?.trim().slice(0, 200);
  return {
    limit,
    offset,
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(type ? { applicationType: type } : {}),
  };
}

async function textField(c: Context<StaffEnv>, name: string): Promise<string | null> {
  const body: unknown = await c.req.json().catch(() => null);
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : null;
  return typeof value === 'string' ? value : null;
}

/** RFC 6266: an ASCII fallback and the UTF-8 name, neither able to break out of the header. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** What a signed-in staff member can read and do: list, search, open, download, move, note. */
export function createInboxApi(
  db: Kysely<Database>,
  now: () => Date,
  onMailQueued: () => void = () => {},
): Hono<StaffEnv> {
  const inbox = new Hono<StaffEnv>();

  /** A list the query's filter chooses from, or a 400 naming what is wrong with the filter. */
  const listOf =
    (list: (db: Kysely<Database>, filter: InboxFilter) => Promise<unknown>) =>
    async (c: Context<StaffEnv>) => {
      const filter = filterOf(c);
      if (typeof filter === 'string') return problemResponse(c, 400, filter);
      return c.json(await list(db, filter), 200, noStore);
    };

  inbox.get('/contacts', listOf(listContacts));
  inbox.get('/contacts/:id', async (c) => {
    const id = c.req.param('id');
    const message = await contactById(db, id);
    if (!message) return problemResponse(c, 404, 'No contact message has that id.');
    return c.json({ message, notes: await notesAbout(db, id) }, 200, noStore);
  });

  inbox.get('/applications', listOf(listApplicationSummaries));
  inbox.get('/applications/:id', async (c) => {
    const id = c.req.param('id');
    const record = await applicationById(db, id);
    if (!record) return problemResponse(c, 404, 'No application has that id.');
    const files = await listApplicationFiles(db, id);
    return c.json({ application: record, files, notes: await notesAbout(db, id) }, 200, noStore);
  });
  inbox.get('/applications/:id/files/:field', async (c) => {
    const field = c.req.param('field');
    if (!(fileFields as readonly string[]).includes(field))
      return problemResponse(c, 404, 'Not found.');
    const id = c.req.param('id');
    const [record, files] = await Promise.all([
      applicationById(db, id),
      applicationFilesWithContent(db, id),
    ]);
    const file = files.find((candidate) => candidate.field === field);
    if (!record || !file) return problemResponse(c, 404, 'This application has no such file.');
    return c.body(new Uint8Array(file.content), 200, {
      'Content-Type': file.detected_mime,
      'Content-Disposition': attachment(downloadName(record, file)),
      'X-Content-Type-Options': 'nosniff',
      // Opened in a tab anyway, it runs nothing and reaches nothing.
      'Content-Security-Policy': "default-src 'none'; sandbox",
      ...noStore,
    });
  });

  inbox.post('/applications/:id/status', async (c) => {
    const status = await textField(c, 'status');
    // Withdrawn is the candidate's own, final step: staff cannot set it, as on the screens.
    if (!status || !isStaffStatus(status)) {
      return problemResponse(c, 400, `status must be one of ${staffStatusValues.join(', ')}.`);
    }
    const change = await setApplicationStatus(db, c.req.param('id'), status, now());
    if (!change) return problemResponse(c, 404, 'No application has that id.');
    if (!change.changed && change.final) {
      return problemResponse(c, 409, staffArea.detail.status.withdrawn);
    }
    if (change.changed) onMailQueued();
    return c.json(change, 200, noStore);
  });

  inbox.post('/:kind{contacts|applications}/:id/notes', async (c) => {
    const text = (await textField(c, 'text'))?.trim();
    if (!text) return problemResponse(c, 400, 'Write the note first.');
    if (text.length > maxNoteLength)
      return problemResponse(c, 400, 'A note must be 5,000 characters or fewer.');
    const kind = c.req.param('kind') === 'contacts' ? 'contacts' : 'applications';
    const note = await addNoteAbout(
      db,
      kind,
      { subjectId: c.req.param('id'), authorEmail: c.get('staffSession').email, text },
      now(),
    );
    if (!note) return problemResponse(c, 404, 'Nothing has that id.');
    return c.json(note, 201, noStore);
  });

  for (const kind of ['contacts', 'applications'] as const) {
    inbox.get(`/export/${kind}.csv`, async (c) => {
      const { columns, rows } =
        kind === 'contacts' ? await contactRows(db) : await applicationRows(db);
      return c.body(toCsv(columns, rows), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${kind}.csv"`,
        ...noStore,
      });
    });
  }

  return inbox;
}
