// How a prerendered page gets its app. The HTML is complete and every control works without
// script (links, native popovers, forms that post), so the app is not needed for the first
// paint, nor for the first tap: it runs at the visitor's first sign of activity (a pointer
// move, touch, key, wheel, scroll or focus), then hydrates the page in place and improves it.
// Its files are fetched, not run, when the browser is idle after the page has loaded.
// No event is held back or replayed: whatever the visitor did is answered by the HTML, and the
// components take over the state it left. The web fonts do not wait for anyone: they are asked
// for once the page has loaded (src/webFonts.ts), after its own text, images and styles.

/** What counts as activity: anything a visitor does before they can ask for something. */
export const activityEvents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
];

/**
 * Runs in the browser, stringified into the page by the router manifest (router-manifest.mjs):
 * self-contained, no imports, no closures. For the root route, imports the `fonts` module once
 * the page has loaded. Once the browser is idle after that, it fetches the route's `chunks` (and
 * the app's `entry`) into the cache at the lowest priority, without running them, so that the
 * app arrives quickly for a visitor who reads first and acts later; not when the visitor has
 * asked to save data. At the first activity it preloads `chunks` in parallel and, for the root
 * route, imports the app's `entry`.
 */
export function loadOnFirstActivity(entry, chunks, fonts, events) {
  const scripts = entry ? [entry, ...chunks] : chunks;
  let started = false;
  const addLinks = (rel, hrefs) => {
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      document.head.append(link);
    }
  };
  const prefetch = () => {
    if (!started && !navigator.connection?.saveData) addLinks('prefetch', scripts);
  };
  const afterLoad = () => {
    if (fonts) import(fonts);
    if ('requestIdleCallback' in window) requestIdleCallback(prefetch, { timeout: 3000 });
    else setTimeout(prefetch, 1000);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  const options = { capture: true, passive: true };
  const start = () => {
    started = true;
    for (const type of events) window.removeEventListener(type, start, options);
    addLinks('modulepreload', chunks);
    if (entry) import(entry);
  };
  for (const type of events) window.addEventListener(type, start, options);
}

/**
 * The inline script for a route: the app's entry and the fonts for the root, only its chunks
 * for the others.
 */
export function appLoaderScript({ entry = null, chunks, fonts = null }) {
  const call = [entry, chunks, fonts, activityEvents]
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(${loadOnFirstActivity.toString()})(${call})`;
}
