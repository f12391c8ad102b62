// How a prerendered page gets its app. The HTML is complete and every control works without
// script (links, native popovers, forms that post), so the app is not needed for the first
// paint: it loads once the page has loaded, never competing with the page's own text, images
// and fonts, then hydrates the page in place and improves it.

/**
 * Runs in the browser, stringified into the page by the router manifest (router-manifest.mjs):
 * self-contained, no imports, no closures. Once the page has loaded it preloads `chunks` in
 * parallel and, for the root route, imports the app's `entry`.
 */
export function loadAfterPageLoad(entry, chunks) {
  const start = () => {
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (entry) import(entry);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** The inline script for a route: the app's entry for the root, only its chunks for the others. */
export function appLoaderScript(entry, chunks) {
  return `(${loadAfterPageLoad.toString()})(${JSON.stringify(entry)},${JSON.stringify(chunks)})`;
}
