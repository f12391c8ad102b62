// How a prerendered page gets its app. The HTML is complete and every control works without
// script (links, native dialogs and popovers, forms that post), so the app is not needed for the
// first paint, nor for the first tap: it runs at the visitor's first sign of activity (a pointer
// move, touch, key, wheel, scroll or focus), then hydrates the page in place and improves it.
// Its files are fetched, not run, when the browser is idle after the page has loaded.
// No event is held back or replayed: whatever the visitor did is answered by the HTML, and the
// components take over the state it left. The web fonts do not wait for anyone: they are asked
// for once the page has loaded (src/webFonts.ts), after its own text, images and styles.

import { minifySync } from 'vite';

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

/** Where each route's own chunks wait for the loader: a route's script adds them to it. */
const routeChunksGlobal = '__appRouteChunks';

/**
 * Runs in the browser, stringified into the page (router-manifest.mjs, src/lib/appScripts.tsx):
 * self-contained, no imports, no closures, and no comments inside (they would ship in every
 * page). For the root route only; the other matched routes add their chunks to
 * `self.__appRouteChunks` (routeChunksScript). What it does:
 * - once the page has loaded, imports the `fonts` module;
 * - 3 s later, once the browser is idle, fetches the app's `entry` and every chunk into the
 *   cache at the lowest priority, without running them, so that the app arrives quickly for a
 *   visitor who reads first and acts later; not when the visitor has asked to save data. Not
 *   sooner: while the page itself settles, those requests only push its own work later (on
 *   Lighthouse's phone, fetched at the first idle moment they added about 100 ms of blocking
 *   time to the form pages);
 * - at the first activity, preloads the chunks and imports the `entry`. After a press (pointer
 *   down, touch), it waits for the press to end, the next frame and an idle moment: the page
 *   answers the press first (a native dialog, a form post, a link) and the app's first long
 *   task never holds that answer back;
 * - a press that sent a form or followed a link to another page does not start the app: the
 *   page is going, and the network is better spent on the next one. Should the page stay, its
 *   next activity starts the app. A submit the page stopped (a required field left blank, see
 *   the kit's ErrorSummary) sent nothing: the app starts.
 */
export function loadOnFirstActivity(entry, rootChunks, fonts, events) {
  const chunks = () => rootChunks.concat(self.__appRouteChunks || []);
  const options = { capture: true, passive: true };
  const pressEnds = ['click', 'pointercancel', 'touchcancel'];
  const withoutHash = (url) => url.split('#')[0];
  let started = false;
  let lastPress = null;
  let pressSent = null;
  let lastSubmit = null;
  const addLinks = (rel, hrefs) => {
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      document.head.append(link);
    }
  };
  const prefetch = () => {
    if (!started && !navigator.connection?.saveData) addLinks('prefetch', [entry, ...chunks()]);
  };
  const afterLoad = () => {
    import(fonts);
    const whenIdle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 50));
    setTimeout(() => whenIdle(prefetch, { timeout: 3000 }), 3000);
  };
  const listen = () => {
    for (const type of events) window.addEventListener(type, start, options);
  };
  const run = (press) => {
    const link = press?.target.closest?.('a[href]');
    const followed =
      link &&
      !press.defaultPrevented &&
      !link.target &&
      !link.hasAttribute('download') &&
      withoutHash(link.href) !== withoutHash(location.href);
    const sent = press && pressSent === press && !lastSubmit.defaultPrevented;
    if (sent || followed) return listen();
    addLinks('modulepreload', chunks());
    import(entry);
  };
  function start(event) {
    started = true;
    for (const type of events) window.removeEventListener(type, start, options);
    if (event.type !== 'pointerdown' && event.type !== 'touchstart') return run(null);
    let ended = false;
    const afterPress = (end) => {
      if (ended) return;
      ended = true;
      for (const type of pressEnds) window.removeEventListener(type, afterPress, options);
      lastPress = end?.type === 'click' ? end : null;
      const later = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 50));
      requestAnimationFrame(() => later(() => run(lastPress), { timeout: 500 }));
    };
    for (const type of pressEnds) window.addEventListener(type, afterPress, options);
    setTimeout(afterPress, 1000);
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  window.addEventListener(
    'submit',
    (event) => {
      pressSent = lastPress;
      lastSubmit = event;
    },
    options,
  );
  listen();
}

/**
 * Each script leaves the document once it has run, as the router's own does: the app renders
 * none of them when it hydrates the page (src/lib/appScripts.tsx), so there is nothing to match.
 */
const removingItself = (code) => `${code.replace(/;$/, '')};document.currentScript.remove()`;

/** The inline script of the root route: the loader with the app's entry, chunks and fonts. */
export function appLoaderScript({ entry, chunks, fonts }) {
  const call = [entry, chunks, fonts, activityEvents]
    .map((value) => JSON.stringify(value))
    .join(',');
  // Minified: it ships in every page.
  const { code, errors } = minifySync('app-loader.js', `(${loadOnFirstActivity})(${call})`);
  if (errors.length > 0) throw new Error(`The app loader does not minify: ${errors[0]?.message}`);
  return removingItself(code.trim());
}

/** The inline script of any other route: its own chunks, for the root's loader to fetch. */
export function routeChunksScript(chunks) {
  return removingItself(
    `(self.${routeChunksGlobal}=self.${routeChunksGlobal}||[]).push(...${JSON.stringify(chunks)})`,
  );
}
