// How a prerendered page gets its app. The HTML is complete and every control works without
// script (links, native dialogs and popovers, forms that post), so the app is not needed for the
// first paint, nor for the first tap: it runs at the visitor's first sign of activity, then
// hydrates the page in place and improves it. Its files are fetched, not run, when the browser is
// idle after the page has loaded. No event is held back or replayed: whatever the visitor did is
// answered by the HTML, and the components take over the state it left.

/** What the site's build knows and the loader needs: the files it fetches and imports. */
export interface AppLoaderConfig {
  /** The app's entry module, imported at the first activity. */
  entry: string;
  /** The modules the entry imports and the chunks of the page's routes, preloaded with it. */
  chunks: string[];
  /** The web fonts' module, imported once the page has loaded. */
  fonts: string;
}

/** What counts as activity: anything a visitor does before they can ask for something. */
export const activityEvents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
] as const;

declare global {
  interface Navigator {
    /** Chromium's Network Information API: whether the visitor asked to save data. */
    connection?: { saveData?: boolean };
  }
}

/**
 * Starts the app at the visitor's first activity:
 * - once the page has loaded, imports the fonts;
 * - 3 s later, once the browser is idle, fetches the entry and every chunk into the cache at the
 *   lowest priority, without running them, so that the app arrives quickly for a visitor who
 *   reads first and acts later; not when the visitor has asked to save data. Not sooner: while
 *   the page itself settles, those requests only push its own work later (on Lighthouse's phone,
 *   fetched at the first idle moment they added about 100 ms of blocking time to the form pages);
 * - at the first activity, preloads the chunks and imports the entry. After a press (pointer
 *   down, touch), it waits for the press to end, the next frame and an idle moment: the page
 *   answers the press first (a native dialog, a form post, a link) and the app's first long task
 *   never holds that answer back;
 * - a press that sent a form or followed a link to another page does not start the app: the page
 *   is going, and the network is better spent on the next one. Should the page stay, its next
 *   activity starts the app. A submit the page stopped (a required field left blank, see the
 *   errorSummary behaviour) sent nothing: the app starts.
 */
export function loadOnFirstActivity({ entry, chunks, fonts }: AppLoaderConfig): void {
  const listening = { capture: true, passive: true };
  const pressEnds = ['click', 'pointercancel', 'touchcancel'];
  const withoutHash = (url: string) => url.split('#')[0];
  const whenIdle = (callback: () => void, timeout: number) =>
    'requestIdleCallback' in self
      ? requestIdleCallback(callback, { timeout })
      : setTimeout(callback, 50);
  let started = false;
  let lastPress: Event | null = null;
  let pressThatSent: Event | null = null;
  let lastSubmit: Event | null = null;

  const addLinks = (rel: string, hrefs: string[]) => {
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      document.head.append(link);
    }
  };
  const prefetch = () => {
    if (!started && !navigator.connection?.saveData) addLinks('prefetch', [entry, ...chunks]);
  };
  const afterLoad = () => {
    void import(/* @vite-ignore */ fonts);
    setTimeout(() => whenIdle(prefetch, 3000), 3000);
  };
  const listen = () => {
    for (const type of activityEvents) addEventListener(type, start, listening);
  };
  const run = (press: Event | null) => {
    const link = (press?.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement;
    const followed =
      link &&
      !press?.defaultPrevented &&
      !link.target &&
      !link.hasAttribute('download') &&
      withoutHash(link.href) !== withoutHash(location.href);
    const sent = press && pressThatSent === press && !lastSubmit?.defaultPrevented;
    if (sent || followed) return listen();
    addLinks('modulepreload', chunks);
    void import(/* @vite-ignore */ entry);
  };
  function start(event: Event) {
    started = true;
    for (const type of activityEvents) removeEventListener(type, start, listening);
    if (event.type !== 'pointerdown' && event.type !== 'touchstart') return run(null);
    let ended = false;
    const afterPress = (end?: Event) => {
      if (ended) return;
      ended = true;
      for (const type of pressEnds) removeEventListener(type, afterPress, listening);
      lastPress = end?.type === 'click' ? end : null;
      requestAnimationFrame(() => whenIdle(() => run(lastPress), 500));
    };
    for (const type of pressEnds) addEventListener(type, afterPress, listening);
    setTimeout(afterPress, 1000);
  }

  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
  addEventListener(
    'submit',
    (event) => {
      pressThatSent = lastPress;
      lastSubmit = event;
    },
    listening,
  );
  listen();
}
