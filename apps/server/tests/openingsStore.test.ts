import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpeningFields } from '@ngs/forms';
import {
  closeOpening,
  createOpening,
  openOpenings,
  openingById,
  openingHistory,
  openingsForStaff,
  publicOpening,
  publishOpening,
  saveOpening,
} from '../src/careers/openings';
import { openDatabase, type OpenDatabase } from '../src/storage/database';
import { backendForSuite, postgresUrl } from '../src/testing/harness';

// Issue 34: the openings staff write, on both stores. What staff do through the screens builds
// on these; here each rule of the store is tried directly, races included.

const reactDeveloper: OpeningFields = {
  title: 'React developer',
  type: 'job',
  team: 'Web development',
  locations: ['hyderabad', 'remote'],
  employmentType: 'FULL_TIME',
  description: 'Build the screens our clients use.',
  salaryMin: 600_000,
  salaryMax: 900_000,
  salaryPeriod: 'year',
  closesOn: '2026-12-31',
  positions: 2,
};

const hr = 'hr@ngs.example';
const lead = 'lead@ngs.example';
/** 10:00 in India on 1 December 2026. */
const december = new Date('2026-12-01T04:30:00Z');
const later = (minutes: number) => new Date(december.getTime() + minutes * 60_000);

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`openings on ${kind}`, () => {
    const suite = backendForSuite(kind);
    let store: OpenDatabase;
    beforeAll(async () => {
      const { env, dataDir } = suite.backend;
      store = await openDatabase({ databaseUrl: env['DATABASE_URL'], dataDir });
    });
    afterAll(async () => {
      await store.close();
    });

    it('should keep a new opening as a draft that only staff see, and record who wrote it', async () => {
      const draft = await createOpening(store.db, reactDeveloper, hr, december);
      expect(draft).toMatchObject({ ...reactDeveloper, status: 'draft', version: 1 });
      expect(draft.slug).toBe('react-developer');
      expect(await openingById(store.db, draft.id)).toEqual(draft);
      expect(await publicOpening(store.db, draft.slug)).toBeUndefined();
      expect(await openOpenings(store.db, {}, december)).toEqual([]);
      expect((await openingsForStaff(store.db)).map((one) => one.id)).toContain(draft.id);
      expect(await openingHistory(store.db, draft.id)).toEqual([
        {
          changedAt: december.toISOString(),
          authorEmail: hr,
          action: 'created',
          fields: reactDeveloper,
        },
      ]);
    });

    it('should give every opening of the same title an address of its own, even at once', async () => {
      const title = 'Data analyst';
      const made = await Promise.all(
        Array.from({ length: 6 }, () =>
          createOpening(store.db, { ...reactDeveloper, title }, hr, december),
        ),
      );
      expect(new Set(made.map((one) => one.slug))).toEqual(
        new Set([
          'data-analyst',
          'data-analyst-2',
          'data-analyst-3',
          'data-analyst-4',
          'data-analyst-5',
          'data-analyst-6',
        ]),
      );
    });

    it('should publish, list, close and publish again, keeping the first publication date', async () => {
      const draft = await createOpening(
        store.db,
        { ...reactDeveloper, title: 'Tester' },
        hr,
        december,
      );
      const published = await publishOpening(store.db, draft.id, 1, lead, later(1));
      expect(published).toMatchObject({
        outcome: 'done',
        opening: { status: 'published', publishedAt: later(1).toISOString(), version: 2 },
      });
      expect(await publicOpening(store.db, draft.slug)).toMatchObject({ status: 'published' });
      expect((await openOpenings(store.db, {}, later(2))).map((one) => one.id)).toContain(draft.id);

      const closed = await closeOpening(store.db, draft.id, 2, lead, later(3));
      expect(closed).toMatchObject({ outcome: 'done', opening: { status: 'closed', version: 3 } });
      // A closed opening keeps its page, and leaves the list.
      expect(await publicOpening(store.db, draft.slug)).toMatchObject({ status: 'closed' });
      expect((await openOpenings(store.db, {}, later(4))).map((one) => one.id)).not.toContain(
        draft.id,
      );

      const again = await publishOpening(store.db, draft.id, 3, hr, later(5));
      expect(again).toMatchObject({
        outcome: 'done',
        opening: { status: 'published', publishedAt: later(1).toISOString(), closedAt: null },
      });
      expect((await openingHistory(store.db, draft.id)).map((change) => change.action)).toEqual([
        'published',
        'closed',
        'published',
        'created',
      ]);
    });

    it('should refuse a save made on an older copy, and take exactly one of two racing saves', async () => {
      const draft = await createOpening(
        store.db,
        { ...reactDeveloper, title: 'Designer' },
        hr,
        december,
      );
      const saves = await Promise.all(
        [hr, lead].map((author, index) =>
          saveOpening(
            store.db,
            draft.id,
            1,
            { ...reactDeveloper, title: `Designer ${index}`, positions: index + 3 },
            author,
            later(index + 1),
          ),
        ),
      );
      expect(saves.map((save) => save.outcome).sort()).toEqual(['done', 'stale']);
      const now = await openingById(store.db, draft.id);
      const winner = saves.find((save) => save.outcome === 'done');
      expect(now).toEqual(winner && 'opening' in winner ? winner.opening : undefined);
      expect(now?.version).toBe(2);
      // The address stays what it was: links already shared keep working.
      expect(now?.slug).toBe('designer');
      expect((await openingHistory(store.db, draft.id)).length).toBe(2);

      const stale = await saveOpening(store.db, draft.id, 1, reactDeveloper, hr, later(9));
      expect(stale).toEqual({ outcome: 'stale', opening: now });
    });

    it('should not publish an opening whose closing date has passed, and stop listing one that passes it', async () => {
      const draft = await createOpening(
        store.db,
        { ...reactDeveloper, title: 'Support engineer', closesOn: '2026-12-01' },
        hr,
        december,
      );
      // 23:59 on 1 December in India is still the closing day; 00:00 on the 2nd is not.
      const lastMinute = new Date('2026-12-01T18:29:00Z');
      const nextDay = new Date('2026-12-01T18:30:00Z');
      expect(await publishOpening(store.db, draft.id, 1, hr, nextDay)).toMatchObject({
        outcome: 'closing-date-passed',
        opening: { status: 'draft', version: 1 },
      });
      expect(await publishOpening(store.db, draft.id, 1, hr, lastMinute)).toMatchObject({
        outcome: 'done',
      });
      const ids = async (at: Date) => (await openOpenings(store.db, {}, at)).map((one) => one.id);
      expect(await ids(lastMinute)).toContain(draft.id);
      expect(await ids(nextDay)).not.toContain(draft.id);
    });

    it('should filter the open ones by type, place and team', async () => {
      const open = async (fields: Partial<OpeningFields>) => {
        const draft = await createOpening(
          store.db,
          { ...reactDeveloper, title: 'Filtered', ...fields },
          hr,
          december,
        );
        await publishOpening(store.db, draft.id, 1, hr, december);
        return draft.id;
      };
      const intern = await open({ type: 'internship', locations: ['kakinada'], team: 'Training' });
      const remote = await open({ locations: ['remote'], team: 'Cloud' });
      const titles = async (filter: Parameters<typeof openOpenings>[1]) =>
        (await openOpenings(store.db, filter, december)).map((one) => one.id);
      expect(await titles({ type: 'internship' })).toEqual([intern]);
      expect(await titles({ location: 'kakinada' })).toEqual([intern]);
      expect(await titles({ location: 'remote', team: 'Cloud' })).toEqual([remote]);
      // A team is matched whole: a part of its name finds nothing.
      expect(await titles({ team: 'Clo' })).toEqual([]);
    });

    it('should answer not found for an opening that does not exist', async () => {
      const missing = '00000000-0000-4000-8000-000000000000';
      expect(await saveOpening(store.db, missing, 1, reactDeveloper, hr)).toEqual({
        outcome: 'not-found',
      });
      expect(await publishOpening(store.db, missing, 1, hr)).toEqual({ outcome: 'not-found' });
      expect(await closeOpening(store.db, missing, 1, hr)).toEqual({ outcome: 'not-found' });
    });
  });
}
