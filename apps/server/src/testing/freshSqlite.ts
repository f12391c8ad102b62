// What the storage, mail and staff tests share: a migrated SQLite database of their own per test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { openDatabase, type OpenDatabase } from '../storage/database';

export interface FreshDatabase {
  database: OpenDatabase;
  dataDir: string;
}

/**
 * Before each test, a migrated SQLite database in a new folder `ngs-<name>-…`; after it, the
 * database closed and the folder deleted. Read the fields inside the tests: they change before
 * each one. Called first, its cleanup runs after the file's own (hooks run as a stack).
 */
export function freshSqliteEachTest(name: string): FreshDatabase {
  const fresh = {} as FreshDatabase;
  beforeEach(async () => {
    fresh.dataDir = mkdtempSync(join(tmpdir(), `ngs-${name}-`));
    fresh.database = await openDatabase({ databaseUrl: undefined, dataDir: fresh.dataDir });
  });
  afterEach(async () => {
    await fresh.database.close();
    rmSync(fresh.dataDir, { recursive: true, force: true });
  });
  return fresh;
}
