import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOnFirstActivity } from './appLoader';
import { recordWindowListeners } from '../testing/windowListeners';

const count = (module: string) =>
  ((globalThis as { importedByLoader?: string[] }).importedByLoader ?? []).filter(
    (name) => name === module,
  ).length;
const linksOf = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel=${rel}]`)].map((link) =>
    link.getAttribute('href'),
  );

let run = 0;
/** A loader on a fresh page, with its own entry and fonts (each query is a new module run). */
function startLoader() {
  run += 1;
  const entry = `/src/testing/loaderEntry.ts?run=${run}`;
  const fonts = `/src/testing/loaderFonts.ts?run=${run}`;
  const before = { entry: count('entry'), fonts: count('fonts') };
  const windowListeners = recordWindowListeners();
  loadOnFirstActivity({ entry, chunks: ['/assets/framework.js', '/assets/story.js'], fonts });
  return {
    /** The app asked for: its chunks are preloaded in the same step as its entry is imported. */
    appStarted: () => linksOf('modulepreload').length > 0,
    entryRan: () => count('entry') > before.entry,
    fontsRan: () => count('fonts') > before.fonts,
    stop: () => windowListeners.removeAll(),
  };
}

/** Time passes: frames, idle moments and the loader's own timers, as many as `ms` holds. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let loader: ReturnType<typeof startLoader>;
beforeEach(() => {
  // The loader's waits are timers and frames (jsdom has no requestIdleCallback): faked, so that a
  // busy machine cannot make a test wait too little, and so that no timer of one test's loader
  // fires in the next.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  document.head.replaceChildren();
  document.body.innerHTML = '<a href="/story">Story</a><a href="#top">Top</a><form id="f"></form>';
});
afterEach(() => {
  loader.stop();
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('loadOnFirstActivity', () => {
  it('should import the fonts once the page has loaded, and not the app', async () => {
    loader = startLoader();
    await vi.waitFor(() => expect(loader.fontsRan()).toBe(true));
    await wait(2000);
    expect(loader.appStarted()).toBe(false);
  });

  it('should preload the chunks, then import the app, at the first move', async () => {
    loader = startLoader();
    window.dispatchEvent(new Event('pointermove'));
    expect(linksOf('modulepreload')).toEqual(['/assets/framework.js', '/assets/story.js']);
    await vi.waitFor(() => expect(loader.entryRan()).toBe(true));
  });

  it('should start once, however many activities follow', async () => {
    loader = startLoader();
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    await wait(2000);
    expect(linksOf('modulepreload')).toHaveLength(2);
  });

  it('should wait for a press to end, a frame and an idle moment before it starts the app', async () => {
    loader = startLoader();
    window.dispatchEvent(new Event('pointerdown'));
    await wait(500);
    expect(loader.appStarted()).toBe(false);
    document
      .querySelector('a[href="#top"]')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(loader.appStarted()).toBe(false);
    await wait(100);
    expect(loader.appStarted()).toBe(true);
    await vi.waitFor(() => expect(loader.entryRan()).toBe(true));
  });

  it('should start the app a second after a press that never ends', async () => {
    loader = startLoader();
    window.dispatchEvent(new Event('touchstart'));
    await wait(900);
    expect(loader.appStarted()).toBe(false);
    await wait(200);
    expect(loader.appStarted()).toBe(true);
  });

  it('should not start the app for a press that follows a link away, but at the next activity', async () => {
    loader = startLoader();
    window.dispatchEvent(new Event('pointerdown'));
    document
      .querySelector('a[href="/story"]')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await wait(2000);
    expect(loader.appStarted()).toBe(false);
    window.dispatchEvent(new Event('pointermove'));
    expect(loader.appStarted()).toBe(true);
  });

  it('should not start the app for a press that sent a form, but should for one the page stopped', async () => {
    loader = startLoader();
    const form = document.querySelector('form');
    const press = () => {
      window.dispatchEvent(new Event('pointerdown'));
      form?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    };
    press();
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await wait(2000);
    expect(loader.appStarted()).toBe(false);

    press();
    const stopped = new Event('submit', { bubbles: true, cancelable: true });
    stopped.preventDefault();
    form?.dispatchEvent(stopped);
    await wait(2000);
    expect(loader.appStarted()).toBe(true);
  });

  it('should fetch the app into the cache 3 s after load, unless the visitor asked to save data', async () => {
    loader = startLoader();
    await wait(2900);
    expect(linksOf('prefetch')).toEqual([]);
    await wait(200);
    expect(linksOf('prefetch')).toContain('/assets/framework.js');
    loader.stop();
    vi.clearAllTimers();

    document.head.replaceChildren();
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    loader = startLoader();
    await wait(4000);
    expect(linksOf('prefetch')).toEqual([]);
    Reflect.deleteProperty(navigator, 'connection');
  });
});
