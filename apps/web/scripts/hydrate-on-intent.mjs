// The only script a prerendered page runs before the visitor does anything. The HTML is complete
// and its links work without JavaScript, so the app (React, the router, the page's code) is
// fetched and hydrated at the first sign of a visitor: a pointer or touch, a key, a scroll, focus.
// A button pressed or a form sent before hydration has finished is held and replayed after it.
// It also lets the web fonts in once the first paint is done.
// The prerenderer inlines it (see prerender.mjs), so it costs no request.

/** Window events that start hydration: any of them means someone is there. */
export const intentEvents = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
];

/**
 * Runs in the browser, stringified into the page. Self-contained: no imports, no closures over
 * this module. `entry` is the app's entry module; `preloads` are its chunks and the page's, which
 * are preloaded together the moment hydration starts so they download in parallel.
 */
export function hydrateOnIntent(entry, preloads, events) {
  const held = [];
  let started = false;
  let hydrated = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of events) window.removeEventListener(type, start, true);
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };

  // Presses and submissions before React is listening would be lost: keep them for later.
  const hold = (event) => {
    if (hydrated) return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'submit') {
      event.preventDefault();
      held.push(() => target.requestSubmit());
    } else {
      const button = target && target.closest('button:not([type="submit"])');
      if (!button) return;
      held.push(() => button.click());
    }
    start();
  };

  window.addEventListener('ngs:hydrated', () => {
    hydrated = true;
    window.removeEventListener('click', hold, true);
    window.removeEventListener('submit', hold, true);
    for (const replay of held.splice(0)) replay();
  });
  // The web fonts are left out of the first paint (root.css.ts): let them in once it is done.
  const letFontsIn = () =>
    setTimeout(() => document.documentElement.setAttribute('data-web-fonts', ''));
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      letFontsIn();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(letFontsIn);
  }

  window.addEventListener('click', hold, true);
  window.addEventListener('submit', hold, true);
  for (const type of events) window.addEventListener(type, start, { capture: true, passive: true });
}

/** The inline script for one page. */
export function hydrateOnIntentScript(entry, preloads) {
  const args = [entry, preloads, intentEvents].map((value) => JSON.stringify(value)).join(',');
  return `(${hydrateOnIntent.toString()})(${args})`;
}
