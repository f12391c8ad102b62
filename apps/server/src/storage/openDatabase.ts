import type { Kysely } from 'kysely';
import type { StorageKind } from './kind';
import type { Database } from './schema';

/** An opened store, SQLite or PostgreSQL (database.ts opens it, sqlite.ts and postgres.ts make it). */
export interface OpenDatabase {
  kind: StorageKind;
  db: Kysely<Database>;
  /** Where the data lives, for people: the SQLite file, or the PostgreSQL database's name. */
  location: string;
  /** Transactions worth writing at the same time: SQLite has one writer, PostgreSQL many. */
  concurrentWrites: number;
  /**
   * SQLite: runs `work` in one transaction holding the write lock from its start. Kysely's
   * migration lock is a no-op on SQLite, which is right for one process but not for two.
   */
  withWriteLock?: <T>(work: (db: Kysely<Database>) => Promise<T>) => Promise<T>;
  /** SQLite: an online, consistent copy of the database file. */
  backup?: (file: string) => Promise<void>;
  /** SQLite: after a deletion, moves the zeroed pages out of the write-ahead log (D33). */
  scrubFreedPages?: () => Promise<void>;
  /** SQLite: bytes free for us on the data folder's file system. */
  freeBytes?: () => Promise<number>;
  close: () => Promise<void>;
}
