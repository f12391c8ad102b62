/** Embedded SQLite by default, PostgreSQL when `DATABASE_URL` is set. */
export type StorageKind = 'sqlite' | 'postgres';
