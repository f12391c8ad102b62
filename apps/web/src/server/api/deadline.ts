import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { problemResponse } from './problems';

/**
 * A time limit that a handler can stop before its commit. Once claimed, the request is allowed
 * to finish: answering "timed out" while the commit still lands would tell the visitor their
 * submission was lost when it was not (D18).
 */
export class Deadline {
  #expired = false;
  #claimed = false;
  readonly passed: Promise<void>;
  readonly #timer: NodeJS.Timeout;

  constructor(ms: number) {
    let expire!: () => void;
    this.passed = new Promise((resolve) => (expire = resolve));
    this.#timer = setTimeout(() => {
      if (this.#claimed) return;
      this.#expired = true;
      expire();
    }, ms);
    this.#timer.unref();
  }

  /** True when the handler may commit; false when the time is up and the client was answered. */
  claim(): boolean {
    if (this.#expired) return false;
    this.#claimed = true;
    clearTimeout(this.#timer);
    return true;
  }

  clear(): void {
    clearTimeout(this.#timer);
  }
}

/** Like `hono/timeout`, but aware of the commit: see {@link Deadline}. Answers 408 JSON. */
export function requestDeadline(ms: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const deadline = new Deadline(ms);
    c.set('deadline', deadline);
    const work = next().then(() => 'done' as const);
    // The late handler's own outcome no longer matters to anyone.
    work.catch(() => undefined);
    const first = await Promise.race([work, deadline.passed.then(() => 'late' as const)]);
    if (first === 'late') {
      c.res = problemResponse(c, 408, 'The request took too long. Nothing was stored.');
      return;
    }
    deadline.clear();
  };
}
