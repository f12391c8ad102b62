// How a prerendered page gets its app. The HTML is complete and every control works without
// script (links, native popovers, forms that post), so the app is not needed for the first
// paint, nor for the first tap: it loads at the visitor's first sign of activity (a pointer
// move, touch, key, wheel, scroll or focus), then hydrates the page in place and improves it.
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
 * the page has loaded. At the first activity it preloads `chunks` in parallel and, for the root
 * route, imports the app's `entry`.
 */
export function loadOnFirstActivity(entry, chunks, fonts, events) {
  if (fonts) {
    const addFonts = () => import(fonts);
    if (document.readyState === 'complete') addFonts();
    else window.addEventListener('load', addFonts, { once: true });
  }
  const options = { capture: true, passive: true };
  const start = () => {
    for (const type of events) window.removeEventListener(type, start, options);
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
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
