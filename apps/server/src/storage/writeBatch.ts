import { AsyncResource } from 'node:async_hooks';

export interface WriteBatchOptions<Item> {
  /** Writes every item atomically (one transaction), or throws having written none of them. */
  writeTogether: (items: readonly Item[]) => Promise<void>;
  /**
   * Whether a batch's error may be one item's alone (a constraint that item breaks), so that the
   * others are worth writing without it. Any other error (the database unreachable, busy, full)
   * would fail each of them again: they all get it at once, and an outage costs one wait, not one
   * wait per item.
   */
  isItemError: (error: unknown) => boolean;
  /** How much an item adds to a transaction, in bytes. */
  size: (item: Item) => number;
  maxItems: number;
  /** A batch stops growing at this many bytes (a larger item still goes, alone). */
  maxBytes: number;
  /**
   * Batches written at the same time: 1 for a database with one writer (SQLite), more where
   * transactions run side by side (PostgreSQL), so a large batch does not hold up the next.
   */
  concurrency?: number;
  /** The caller's cancellation (its deadline), read when it submits an item. */
  callerSignal?: () => AbortSignal | undefined;
  /** Runs a batch's write so that `signal` cancels it, as the caller's signal cancels its own. */
  withSignal?: <T>(signal: AbortSignal, work: () => T) => T;
}

interface Waiting<Item> {
  item: Item;
  size: number;
  signal: AbortSignal | undefined;
  /** The item written alone, in its caller's async context (request-scoped storage state). */
  writeAlone: () => Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit. Writes that arrive in the same turn of the event loop, or while every writer is
 * busy with a transaction, go together into the next transaction: one fsync (SQLite) or one commit round
 * trip (PostgreSQL) for all of them instead of one each. A caller's promise settles only once the
 * transaction holding its item has committed (D18). When a batch fails because of one of its
 * items, each is tried again alone, so the bad one fails by itself and takes no other with it;
 * when a caller's deadline stopped it, the others are written again without that caller's item.
 */
export function writeBatches<Item>(
  options: WriteBatchOptions<Item>,
): (item: Item) => Promise<void> {
  const waiting: Waiting<Item>[] = [];
  const concurrency = options.concurrency ?? 1;
  let writing = 0;
  let scheduled = false;

  const takeBatch = (): Waiting<Item>[] => {
    let count = 0;
    let bytes = 0;
    while (count < waiting.length && count < options.maxItems) {
      const next = waiting[count]!;
      if (count > 0 && bytes + next.size > options.maxBytes) break;
      bytes += next.size;
      count += 1;
    }
    return waiting.splice(0, count);
  };

  const writeTogether = (batch: Waiting<Item>[]) => {
    const write = () => options.writeTogether(batch.map((entry) => entry.item));
    const signals = batch.flatMap((entry) => (entry.signal ? [entry.signal] : []));
    // One caller's deadline passing stops the batch (see writeBatch).
    return signals.length > 0 && options.withSignal
      ? options.withSignal(AbortSignal.any(signals), write)
      : write();
  };

  const writeBatch = async (batch: Waiting<Item>[]): Promise<void> => {
    try {
      // Alone, an item is written as its caller would have written it, deadline and all.
      await (batch.length === 1 ? batch[0]!.writeAlone() : writeTogether(batch));
      for (const entry of batch) entry.resolve();
      return;
    } catch (error) {
      const late = batch.filter((entry) => entry.signal?.aborted === true);
      if (batch.length > 1 && late.length > 0) {
        // Their requests were answered; the others go first into the next batch.
        for (const entry of late) entry.reject(error);
        waiting.unshift(...batch.filter((entry) => !late.includes(entry)));
        return;
      }
      if (batch.length === 1 || !options.isItemError(error)) {
        for (const entry of batch) entry.reject(error);
        return;
      }
    }
    for (const entry of batch) {
      try {
        await entry.writeAlone();
        entry.resolve();
      } catch (error) {
        entry.reject(error);
      }
    }
  };

  const pump = () => {
    while (writing < concurrency && waiting.length > 0) {
      writing += 1;
      void writeBatch(takeBatch()).finally(() => {
        writing -= 1;
        pump();
      });
    }
  };

  // Bound here, outside any request: a batch carries several callers' items, so it must not run
  // in the async context (and under the deadline) of whichever caller happened to start it; it
  // runs under all of their signals instead. The next turn of the event loop gathers the writes
  // that arrive in this one.
  const schedulePump = AsyncResource.bind(() => {
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      pump();
    });
  });

  return (item) =>
    new Promise<void>((resolve, reject) => {
      const writeAlone = AsyncResource.bind(() => options.writeTogether([item]));
      waiting.push({
        item,
        size: options.size(item),
        signal: options.callerSignal?.(),
        writeAlone,
        resolve,
        reject,
      });
      if (!scheduled && writing < concurrency) schedulePump();
    });
}
