import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  openingLocations,
  openingSlugBase,
  type OpeningAction,
  type OpeningFields,
  type OpeningLocation,
  type OpeningStatus,
} from '@ngs/forms';
import type { Database, OpeningsTable } from '../storage/schema';

/** An opening as staff and the careers pages read it. */
export interface Opening extends OpeningFields {
  id: string;
  /** Its public address is `/career/openings/{slug}`. */
  slug: string;
  status: OpeningStatus;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  closedAt: string | null;
  /** A save names the version it was made on; an older one is refused (`stale`). */
  version: number;
}

export interface OpeningChange {
  changedAt: string;
  authorEmail: string;
  action: OpeningAction;
  fields: OpeningFields;
}

const indiaDate = new Intl.DateTimeFormat('en', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day it is in India, `YYYY-MM-DD`: closing dates are India's days. */
export function dayInIndia(now: Date): string {
  const parts = indiaDate.formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Taking applications on `day`: published, and its closing date not past. */
export const isOpenOn = (opening: Opening, day: string): boolean =>
  opening.status === 'published' && opening.closesOn >= day;

const isLocation = (value: string): value is OpeningLocation =>
  (openingLocations as readonly string[]).includes(value);

function openingOf(row: Selectable<OpeningsTable>): Opening {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    title: row.title,
    type: row.opening_type,
    team: row.team,
    locations: row.locations.split(',').filter(isLocation),
    employmentType: row.employment_type,
    description: row.description,
    // PostgreSQL returns integers as numbers here (int4), SQLite too; both may be null.
    salaryMin: row.salary_min === null ? null : Number(row.salary_min),
    salaryMax: row.salary_max === null ? null : Number(row.salary_max),
    salaryPeriod: row.salary_period,
    closesOn: row.closes_on,
    positions: Number(row.positions),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    closedAt: row.closed_at,
    version: Number(row.version),
  };
}

/** The columns the fields are kept in. */
const columnsOf = (fields: OpeningFields) => ({
  title: fields.title,
  opening_type: fields.type,
  team: fields.team,
  locations: fields.locations.join(','),
  employment_type: fields.employmentType,
  description: fields.description,
  salary_min: fields.salaryMin,
  salary_max: fields.salaryMax,
  salary_period: fields.salaryPeriod,
  closes_on: fields.closesOn,
  positions: fields.positions,
});

/** What staff wrote, without what the store keeps about it. */
export const openingFieldsOf = (opening: Opening): OpeningFields => ({
  title: opening.title,
  type: opening.type,
  team: opening.team,
  locations: opening.locations,
  employmentType: opening.employmentType,
  description: opening.description,
  salaryMin: opening.salaryMin,
  salaryMax: opening.salaryMax,
  salaryPeriod: opening.salaryPeriod,
  closesOn: opening.closesOn,
  positions: opening.positions,
});

async function recordChange(
  db: Kysely<Database>,
  opening: Opening,
  action: OpeningAction,
  author: string,
) {
  await db
    .insertInto('opening_changes')
    .values({
      id: randomUUID(),
      opening_id: opening.id,
      changed_at: opening.updatedAt,
      author_email: author,
      action,
      fields: JSON.stringify(openingFieldsOf(opening)),
    })
    .execute();
}

/** A second writer took the same address between our look and our insert. */
const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** The first of `base`, `base-2`, `base-3`… that no opening has. */
async function freeSlug(db: Kysely<Database>, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .selectFrom('openings')
        .select('slug')
        .where((where) => where.or([where('slug', '=', base), where('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let number = 2; taken.has(slug); number += 1) slug = `${base}-${number}`;
  return slug;
}

/**
 * Each round of a race for one address lets exactly one racer through, so n openings created at
 * once with one title need at most n rounds: this bounds only a loop that would otherwise never
 * end, far above any HR team's concurrent creates (20 at once are tested).
 */
const slugAttempts = 100;

/**
 * A new draft, its address made from its title. Two staff creating openings of the same title
 * at once get two addresses: the loser of the race tries again with the next free one.
 */
export async function createOpening(
  db: Kysely<Database>,
  fields: OpeningFields,
  author: string,
  now = new Date(),
): Promise<Opening> {
  const at = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const row = {
          id: randomUUID(),
          slug: await freeSlug(trx, openingSlugBase(fields.title)),
          status: 'draft' as const,
          ...columnsOf(fields),
          created_at: at,
          updated_at: at,
          published_at: null,
          closed_at: null,
          version: 1,
          alerts_queued_at: null,
        };
        await trx.insertInto('openings').values(row).execute();
        const opening = openingOf(row);
        await recordChange(trx, opening, 'created', author);
        return opening;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === slugAttempts) throw error;
    }
  }
}

export async function openingById(db: Kysely<Database>, id: string): Promise<Opening | undefined> {
  const row = await db.selectFrom('openings').selectAll().where('id', '=', id).executeTakeFirst();
  return row && openingOf(row);
}

/** What an application needs of the opening it answers. */
export interface ApplicationOpening {
  id: string;
  title: string;
  type: Opening['type'];
}

/** Whether `text` has the shape of an opening's id (`randomUUID`'s). */
export const isOpeningId = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text);

/** The opening of this id if it takes applications today, else undefined. */
export async function openingTakingApplications(
  db: Kysely<Database>,
  id: string,
  now = new Date(),
): Promise<ApplicationOpening | undefined> {
  if (!isOpeningId(id)) return undefined;
  const opening = await openingById(db, id);
  if (!opening || !isOpenOn(opening, dayInIndia(now))) return undefined;
  return { id: opening.id, title: opening.title, type: opening.type };
}

/** The opening at a public address: published or closed, never a draft. */
export async function publicOpening(
  db: Kysely<Database>,
  slug: string,
): Promise<Opening | undefined> {
  const row = await db
    .selectFrom('openings')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', '!=', 'draft')
    .executeTakeFirst();
  return row && openingOf(row);
}

/** Every opening, drafts and closed ones included, the last changed first. */
export async function openingsForStaff(db: Kysely<Database>): Promise<Opening[]> {
  const rows = await db
    .selectFrom('openings')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(openingOf);
}

export interface OpeningFilter {
  type?: Opening['type'];
  location?: OpeningLocation;
  team?: string;
}

/** What the careers page lists: open to applications today, the newest published first. */
export async function openOpenings(
  db: Kysely<Database>,
  filter: OpeningFilter,
  now = new Date(),
): Promise<Opening[]> {
  let query = db
    .selectFrom('openings')
    .selectAll()
    .where('status', '=', 'published')
    .where('closes_on', '>=', dayInIndia(now));
  if (filter.type) query = query.where('opening_type', '=', filter.type);
  if (filter.team) query = query.where('team', '=', filter.team);
  if (filter.location) {
    query = query.where(sql<boolean>`(',' || locations || ',') like ${`%,${filter.location},%`}`);
  }
  const rows = await query.orderBy('published_at', 'desc').orderBy('id').execute();
  return rows.map(openingOf);
}

/** Every opening that has taken applications (published, open or closed now), newest first. */
export async function publishedOpeningTitles(
  db: Kysely<Database>,
): Promise<{ id: string; title: string }[]> {
  return db
    .selectFrom('openings')
    .select(['id', 'title'])
    .where('status', '!=', 'draft')
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The teams with an opening open today, in alphabetical order. */
export async function openTeams(db: Kysely<Database>, now = new Date()): Promise<string[]> {
  const rows = await db
    .selectFrom('openings')
    .select('team')
    .distinct()
    .where('status', '=', 'published')
    .where('closes_on', '>=', dayInIndia(now))
    .orderBy('team')
    .execute();
  return rows.map((row) => row.team);
}

let changesInThisProcess = 0;

/**
 * How many changes this process has made to openings (counted once each has committed, whatever
 * it changed): a change made here need not wait for a stamp read from the database again.
 */
export const openingChangesInThisProcess = () => changesInThisProcess;

/**
 * Changes whenever anything the public sees of the openings does: an opening published, edited
 * once public, closed or published again (each raises its version, and none goes back to a
 * draft), or a day passing, which closes those whose date it was.
 */
export async function publicOpeningsStamp(db: Kysely<Database>, now = new Date()): Promise<string> {
  const row = await db
    .selectFrom('openings')
    .select([
      sql<number | string>`count(*)`.as('count'),
      sql<number | string>`coalesce(sum(version), 0)`.as('versions'),
    ])
    .where('status', '!=', 'draft')
    .executeTakeFirstOrThrow();
  return `${row.count}.${row.versions}.${dayInIndia(now)}`;
}

/** Every change to an opening, the newest first. */
export async function openingHistory(db: Kysely<Database>, id: string): Promise<OpeningChange[]> {
  const rows = await db
    .selectFrom('opening_changes')
    .select(['changed_at', 'author_email', 'action', 'fields'])
    .where('opening_id', '=', id)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    changedAt: row.changed_at,
    authorEmail: row.author_email,
    action: row.action,
    fields: JSON.parse(row.fields) as OpeningFields,
  }));
}

export type OpeningChangeResult =
  | { outcome: 'done'; opening: Opening }
  /** Someone changed it since `version`: nothing was saved; here is what it is now. */
  | { outcome: 'stale'; opening: Opening }
  /** Publishing an opening whose closing date has passed: nothing changed. */
  | { outcome: 'closing-date-passed'; opening: Opening }
  | { outcome: 'not-found' };

/**
 * Applies one change to the opening `id` as it was at `version`, and records it, in one
 * transaction. `change` gives the new columns, or null when the change would change nothing
 * (which is then not recorded).
 */
async function changeOpening(
  db: Kysely<Database>,
  id: string,
  version: number,
  author: string,
  now: Date,
  action: OpeningAction,
  change: (opening: Opening) => Partial<OpeningsTable> | null | { refuse: 'closing-date-passed' },
): Promise<OpeningChangeResult> {
  const result = await db.transaction().execute(async (trx): Promise<OpeningChangeResult> => {
    const current = await openingById(trx, id);
    if (!current) return { outcome: 'not-found' };
    if (current.version !== version) return { outcome: 'stale', opening: current };
    const columns = change(current);
    if (columns === null) return { outcome: 'done', opening: current };
    if ('refuse' in columns) return { outcome: columns.refuse, opening: current };
    const updated = await trx
      .updateTable('openings')
      .set({ ...columns, updated_at: now.toISOString(), version: version + 1 })
      .where('id', '=', id)
      // Two saves of the same version racing: the second updates nothing.
      .where('version', '=', version)
      .executeTakeFirst();
    const opening = await openingById(trx, id);
    if (!opening) return { outcome: 'not-found' };
    if (Number(updated.numUpdatedRows) === 0) return { outcome: 'stale', opening };
    await recordChange(trx, opening, action, author);
    return { outcome: 'done', opening };
  });
  changesInThisProcess += 1;
  return result;
}

/** Saves what staff wrote over the opening as it was at `version`. */
export const saveOpening = (
  db: Kysely<Database>,
  id: string,
  version: number,
  fields: OpeningFields,
  author: string,
  now = new Date(),
) => changeOpening(db, id, version, author, now, 'edited', () => columnsOf(fields));

/**
 * Opens it to applications: a draft for the first time, or a closed one again. Its first
 * publication date stays. An opening whose closing date has passed cannot be published.
 */
export const publishOpening = (
  db: Kysely<Database>,
  id: string,
  version: number,
  author: string,
  now = new Date(),
) =>
  changeOpening(db, id, version, author, now, 'published', (opening) => {
    if (opening.closesOn < dayInIndia(now)) return { refuse: 'closing-date-passed' };
    if (opening.status === 'published') return null;
    return {
      status: 'published',
      published_at: opening.publishedAt ?? now.toISOString(),
      closed_at: null,
    };
  });

/** Stops it taking applications; its page stays and says so. A draft has nothing to close. */
export const closeOpening = (
  db: Kysely<Database>,
  id: string,
  version: number,
  author: string,
  now = new Date(),
) =>
  changeOpening(db, id, version, author, now, 'closed', (opening) =>
    opening.status === 'published' ? { status: 'closed', closed_at: now.toISOString() } : null,
  );
