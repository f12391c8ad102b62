// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { writeBatches } from './writeBatch';

/** Stands for the storage signal that a request's deadline aborts (see withStorageSignal). */
const storageSignal = new AsyncLocalStorage<AbortSignal>();

describe('writeBatches', () => {
  it("should stop a batch when one caller's deadline passes, and write the others without it", async () => {
    const writes: { items: string[]; signal: AbortSignal | undefined }[] = [];
    const write = writeBatches<string>({
      // The first write runs until its signal aborts, as a statement on a stalled database would;
      // if nothing ever aborts it, it lands after a while.
      writeTogether: (items) => {
        const signal = storageSignal.getStore();
        writes.push({ items: [...items], signal });
        if (writes.length > 1) return Promise.resolve();
        return new Promise<void>((resolve, reject) => {
          const landed = setTimeout(resolve, 2_000);
          signal?.addEventListener('abort', () => {
            clearTimeout(landed);
            reject(new Error('cancelled'));
          });
        });
      },
      isItemError: () => false,
      size: () => 0,
      maxItems: 10,
      maxBytes: 0,
      callerSignal: () => storageSignal.getStore(),
      withSignal: (signal, work) => storageSignal.run(signal, work),
    });
    const deadlines = {
      a: new AbortController(),
      b: new AbortController(),
      c: new AbortController(),
    };
    const results = Promise.allSettled(
      (['a', 'b', 'c'] as const).map((caller) =>
        storageSignal.run(deadlines[caller].signal, () => write(caller)),
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes.map((entry) => entry.items)).toEqual([['a', 'b', 'c']]);

    deadlines.b.abort();
    expect((await results).map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(writes.map((entry) => entry.items)).toEqual([
      ['a', 'b', 'c'],
      ['a', 'c'],
    ]);
    expect(writes[1]!.signal?.aborted).toBe(false);
  });

  describe('given writes that take a while', () => {
    /** A writer whose transactions stay open until released, one after another. */
    function heldWriter(concurrency: number) {
      const started: string[][] = [];
      const releases: (() => void)[] = [];
      const write = writeBatches<string>({
        writeTogether: (items) => {
          started.push([...items]);
          return new Promise<void>((resolve) => releases.push(resolve));
        },
        isItemError: () => false,
        size: () => 1,
        maxItems: 10,
        maxBytes: 10,
        concurrency,
      });
      return { write, started, releaseAll: () => releases.splice(0).forEach((go) => go()) };
    }
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

    it('should, with one writer (SQLite), gather what arrives meanwhile into the next batch', async () => {
      const { write, started, releaseAll } = heldWriter(1);
      const first = write('a');
      await nextTurn();
      const later = [write('b'), write('c')];
      await nextTurn();
      expect(started).toEqual([['a']]);
      releaseAll();
      await first;
      await nextTurn();
      expect(started).toEqual([['a'], ['b', 'c']]);
      releaseAll();
      await Promise.all(later);
    });

    it('should, with several writers (PostgreSQL), start the next batch while one is written', async () => {
      const { write, started, releaseAll } = heldWriter(2);
      const writes = [write('a')];
      await nextTurn();
      writes.push(write('b'));
      await nextTurn();
      writes.push(write('c'));
      await nextTurn();
      expect(started).toEqual([['a'], ['b']]);
      releaseAll();
      await Promise.all(writes.slice(0, 2));
      await nextTurn();
      expect(started).toEqual([['a'], ['b'], ['c']]);
      releaseAll();
      await writes[2];
    });
  });
});
