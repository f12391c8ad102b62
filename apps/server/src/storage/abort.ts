import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs `work` so that database work it starts is stopped once `signal` aborts: PostgreSQL
 * statements still running are cancelled (their transaction rolls back) and no new one starts.
 * The signal follows the work through every `await`, so the storage layer needs no parameter.
 */
export function withStorageSignal<T>(signal: AbortSignal, work: () => T): T {
  return scope.run(signal, work);
}

export function currentStorageSignal(): AbortSignal | undefined {
  return scope.getStore();
}
