// The clock in the page: a script added to every document of a visit that reports, through a
// binding, when the action's answer can be seen.

function asExpression(fn) {
  const source = fn.toString();
  return /^(async\s*)?(function\b|\(|[\w$]+\s*=>)/.test(source) ? source : `function ${source}`;
}

/**
 * The in-page watcher, added to every document of a visit. `__bench.arm(arg)` starts the clock
 * and checks `answered(arg)` on every frame; the arming is kept in sessionStorage, so that an
 * action answered by a new page (a form posted natively) is watched there too. Times are
 * performance.timeOrigin + performance.now(): comparable across the documents of one tab.
 */
export function watcherScript(action) {
  return `(() => {
  if (window !== window.top) return;
  const answered = (${asExpression(action.answered)});
  const key = 'bench-interaction:armed';
  const watch = (arg) => {
    const frame = () => {
      let found = false;
      try { found = Boolean(answered(arg)); } catch {}
      if (!found) return requestAnimationFrame(frame);
      sessionStorage.removeItem(key);
      window.__benchReport({ at: performance.timeOrigin + performance.now(), sinceNavigation: performance.now() });
    };
    requestAnimationFrame(frame);
  };
  window.__bench = {
    arm(arg) {
      sessionStorage.setItem(key, JSON.stringify({ arg }));
      const t0 = performance.timeOrigin + performance.now();
      watch(arg);
      return t0;
    },
  };
  const pending = sessionStorage.getItem(key);
  if (pending) watch(JSON.parse(pending).arg);
  else if (${JSON.stringify(action.measure === 'navigation')}) watch(null);
})();`;
}

/** Resolves with the watcher's next report, or with null after `ms`. */
export function reports(context) {
  let waiting = null;
  const ready = context.exposeBinding('__benchReport', (_source, report) => {
    waiting?.(report);
    waiting = null;
  });
  return {
    ready,
    next(ms) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting = null;
          resolve(null);
        }, ms);
        waiting = (report) => {
          clearTimeout(timer);
          resolve(report);
        };
      });
    },
  };
}
