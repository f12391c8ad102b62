// Servers started at the same moment on one new database: a rolling deploy, or two instances
// behind one proxy. Each must find the schema whole, migrated once.
import { afterAll, describe, expect, it } from 'vitest';
import {
  backendForSuite,
  postgresUrl,
  startServer,
  type RunningServer,
} from '../src/testing/harness';
import { migrationProvider } from '../src/storage/migrations/index';

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(
    `servers starting together on ${kind}`,
    () => {
      const suite = backendForSuite(kind);
      const running: RunningServer[] = [];
      afterAll(async () => {
        await Promise.all(running.map((server) => server.stop()));
      });

      it('should all start, the migrations applied once each', async () => {
        const starts = await Promise.allSettled(
          Array.from({ length: 4 }, () => startServer(suite.backend.env)),
        );
        for (const start of starts) if (start.status === 'fulfilled') running.push(start.value);
        const failures = starts.flatMap((start) =>
          start.status === 'rejected' ? [String(start.reason)] : [],
        );
        expect(failures).toEqual([]);

        const applied = await suite.backend.query<{ name: string }>(
          'select name from kysely_migration order by name',
        );
        const expected = Object.keys(await migrationProvider(kind).getMigrations()).sort();
        expect(applied.map((row) => row.name)).toEqual(expected);

        const answers = await Promise.all(running.map((server) => fetch(`${server.origin}/`)));
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      });
    },
  );
}
