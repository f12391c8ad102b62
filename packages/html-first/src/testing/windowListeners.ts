import { vi } from 'vitest';

type ListenerArgs = Parameters<typeof window.addEventListener>;

/**
 * Records every listener added to the window from now on, and takes them all away again.
 *
 * The behaviours listen on the window for as long as a page lives, while jsdom's window outlives
 * each test: without this, one test's listeners would still answer the next test's events.
 */
export function recordWindowListeners() {
  const added: ListenerArgs[] = [];
  const spy = vi.spyOn(window, 'addEventListener').mockImplementation(function (
    this: Window,
    ...args: ListenerArgs
  ) {
    added.push(args);
    EventTarget.prototype.addEventListener.apply(this, args);
  });
  return {
    /** Stops recording and removes what was recorded. */
    removeAll() {
      spy.mockRestore();
      for (const args of added.splice(0)) window.removeEventListener(...args);
    },
  };
}
