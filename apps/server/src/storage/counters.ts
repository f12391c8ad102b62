import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Counts per key in windows that start at a key's first count and last `windowMs`: submissions
 * per minute, upload bytes per day. A window is named by its end, so a reservation can be given
 * back to the window it was taken from and no other.
 */
export interface CounterWindow {
  total: number;
  endsAt: number;
  msLeft: number;
}

export interface Counters {
  /** Adds `amount`, whatever the total becomes: every attempt counts against a rate limit. */
  add: (key: string, amount: number, windowMs: number) => Promise<CounterWindow>;
  /** Adds `amount` only if the total stays within `limit`; `granted` says whether it did. */
  reserve: (
    key: string,
    amount: number,
    windowMs: number,
    limit: number,
  ) => Promise<CounterWindow & { granted: boolean }>;
  /** Takes back what `reserve` added, if that window is still the current one. */
  release: (key: string, amount: number, endsAt: number) => Promise<void>;
}

interface Entry {
  total: number;
  endsAt: number;
}

/**
 * In this process's memory: right for SQLite, which serves one process by design. A restart
 * starts every count afresh. Ended windows are swept once per minute so the map stays small.
 */
export function memoryCounters(now: () => number = Date.now): Counters {
  const entries = new Map<string, Entry>();
  let nextSweep = now() + 60_000;
  const current = (key: string, windowMs: number): Entry & { time: number } => {
    const time = now();
    if (time >= nextSweep) {
      for (const [name, entry] of entries) if (entry.endsAt <= time) entries.delete(name);
      nextSweep = time + 60_000;
    }
    let entry = entries.get(key);
    if (!entry || entry.endsAt <= time) {
      entry = { total: 0, endsAt: time + windowMs };
      entries.set(key, entry);
    }
    return Object.assign(entry, { time });
  };
  const window = (entry: Entry, time: number): CounterWindow => ({
    total: entry.total,
    endsAt: entry.endsAt,
    msLeft: entry.endsAt - time,
  });
  return {
    add(key, amount, windowMs) {
      const entry = current(key, windowMs);
      entry.total += amount;
      return Promise.resolve(window(entry, entry.time));
    },
    reserve(key, amount, windowMs, limit) {
      const entry = current(key, windowMs);
      const granted = entry.total + amount <= limit;
      if (granted) entry.total += amount;
      return Promise.resolve({ ...window(entry, entry.time), granted });
    },
    release(key, amount, endsAt) {
      const entry = entries.get(key);
      if (entry && entry.endsAt === endsAt) entry.total = Math.max(0, entry.total - amount);
      return Promise.resolve();
    },
  };
}

/** Milliseconds since the epoch by the database's clock, which every instance shares. */
const databaseNow = sql<number>`(extract(epoch from now()) * 1000)::bigint`;

interface CounterRow {
  total: string | number;
  ends_at: string | number;
  ms_left: string | number;
}

const asWindow = (row: CounterRow): CounterWindow => ({
  total: Number(row.total),
  endsAt: Number(row.ends_at),
  msLeft: Number(row.ms_left),
});

/**
 * In PostgreSQL's `rate_counters` table, so that every instance behind a load balancer counts
 * against the same limit. One atomic upsert per call: the row lock serialises concurrent
 * requests for a key, and a window that has ended is restarted in the same statement.
 */
export function postgresCounters(db: Kysely<Database>, now: () => number = Date.now): Counters {
  let nextSweep = 0;
  const sweep = () => {
    const time = now();
    if (time < nextSweep) return;
    nextSweep = time + 60_000;
    // Only ended windows, which no upsert would keep; a failure is retried at the next sweep.
    void sql`delete from rate_counters where ends_at <= ${databaseNow}`
      .execute(db)
      .catch(() => undefined);
  };

  const upsert = async (key: string, amount: number, windowMs: number, limit?: number) => {
    sweep();
    const ended = sql`counter.ends_at <= ${databaseNow}`;
    const total = sql`case when ${ended} then excluded.total else counter.total + excluded.total end`;
    const { rows } = await sql<CounterRow>`
      insert into rate_counters as counter (key, total, ends_at)
      values (${key}, ${amount}, ${databaseNow} + ${windowMs})
      on conflict (key) do update set
        total = ${total},
        ends_at = case when ${ended} then excluded.ends_at else counter.ends_at end
      ${limit === undefined ? sql`` : sql`where ${total} <= ${limit}`}
      returning total, ends_at, ends_at - ${databaseNow} as ms_left`.execute(db);
    return rows[0];
  };

  return {
    async add(key, amount, windowMs) {
      const row = await upsert(key, amount, windowMs);
      if (!row) throw new Error('The rate counter upsert returned no row.');
      return asWindow(row);
    },
    async reserve(key, amount, windowMs, limit) {
      if (amount > limit) {
        return { total: 0, endsAt: now() + windowMs, msLeft: windowMs, granted: false };
      }
      const row = await upsert(key, amount, windowMs, limit);
      if (row) return { ...asWindow(row), granted: true };
      // Refused by the limit: the row is as it was; read it for the time its window has left.
      const { rows } = await sql<CounterRow>`
        select total, ends_at, ends_at - ${databaseNow} as ms_left
        from rate_counters where key = ${key}`.execute(db);
      const current = rows[0];
      return current
        ? { ...asWindow(current), granted: false }
        : { total: 0, endsAt: now() + windowMs, msLeft: windowMs, granted: false };
    },
    async release(key, amount, endsAt) {
      await sql`
        update rate_counters set total = greatest(total - ${amount}, 0)
        where key = ${key} and ends_at = ${endsAt}`.execute(db);
    },
  };
}
