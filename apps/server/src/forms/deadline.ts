import type { MiddlewareHandler } from 'hono';
import { withStorageSignal } from '../storage/abort';
import { problemResponse } from '../http/problems';

/**
 * How long a commit that was under way when the time ran out may take to settle once its
 * statements are cancelled, so that the answer says what really happened to it.
 */
export const commitSettleMs = 1_000;

/** The commit may still land (a batch written for several requests is not cancelled): say so. */
export const unconfirmedError =
  'We could not confirm in time that your submission was stored. Please try again in a minute.';

/**
 * A time limit for one request. Before the handler claims it, running out answers 408 at once
 * and the handler stores nothing. After the claim the commit is under way: running out cancels
 * its statements (see withStorageSignal) and the request is answered with how it ended, or 503
 * {@link unconfirmedError} when it has not ended {@link commitSettleMs} later. So every request
 * is answered within the limit plus that second, even when the database no longer answers.
 */
export class Deadline {
  #expired = false;
  #claimed = false;
  readonly #abort = new AbortController();
  readonly passed: Promise<void>;
  readonly #timer: NodeJS.Timeout;

  constructor(ms: number) {
    let expire!: () => void;
    this.passed = new Promise((resolve) => (expire = resolve));
    this.#timer = setTimeout(() => {
      this.#expired = true;
      this.#abort.abort();
      expire();
    }, ms);
    this.#timer.unref();
  }

  /** Storage work started for this request stops when this aborts. */
  get signal(): AbortSignal {
    return this.#abort.signal;
  }

  get claimed(): boolean {
    return this.#claimed;
  }

  /** True when the handler may commit; false when the time is up and the client was answered. */
  claim(): boolean {
    if (this.#expired) return false;
    this.#claimed = true;
    return true;
  }

  clear(): void {
    clearTimeout(this.#timer);
  }
}

const settled = (work: Promise<unknown>, ms: number) =>
  Promise.race([
    work.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);

/** Like `hono/timeout`, but aware of the commit: see {@link Deadline}. Answers 408 or 503 JSON. */
export function requestDeadline(
  ms: number,
): MiddlewareHandler<{ Variables: { deadline: Deadline } }> {
  return async (c, next) => {
    const deadline = new Deadline(ms);
    c.set('deadline', deadline);
    const work = withStorageSignal(deadline.signal, () => next()).then(() => 'done' as const);
    // The late handler's own outcome no longer matters to anyone.
    work.catch(() => undefined);
    try {
      const first = await Promise.race([work, deadline.passed.then(() => 'late' as const)]);
      if (first === 'done') return;
      if (!deadline.claimed) {
        c.res = await problemResponse(c, 408, 'The request took too long. Nothing was stored.');
        return;
      }
      if (await settled(work, commitSettleMs)) return;
      c.res = await problemResponse(c, 503, unconfirmedError, {}, { 'Retry-After': '60' });
    } finally {
      deadline.clear();
    }
  };
}
