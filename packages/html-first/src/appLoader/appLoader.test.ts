import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOnFirstActivity } from './appLoader';

const count = (module: string) =>
  ((globalThis as { importedByLoader?: string[] }).importedByLoader ?? []).filter(
    (name) => name === module,
  ).length;
const linksOf = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel=${rel}]`)].map((link) =>
    link.getAttribute('href'),
  );

let run = 0;
/** A loader on a fresh page, with its own entry and fonts to tell this test's imports apart. */
function startLoader() {
  run += 1;
  const entry = `/src/appLoader/testEntry.ts?run=${run}`;
  const fonts = `/src/appLoader/testFonts.ts?run=${run}`;
  const before = { entry: count('entry'), fonts: count('fonts') };
  const controller = new AbortController();
  // The loader listens on the window for ever; each test's listeners are dropped after it.
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) =>
    add(type, listener, {
      ...(typeof options === 'object' ? options : { capture: options }),
      signal: controller.signal,
    }),
  );
  loadOnFirstActivity({ entry, chunks: ['/assets/framework.js'], fonts });
  vi.mocked(window.addEventListener).mockRestore();
  return {
    entryImported: () => count('entry') > before.entry,
    fontsImported: () => count('fonts') > before.fonts,
    stop: () => controller.abort(),
  };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

let loader: ReturnType<typeof startLoader>;
beforeEach(() => {
  document.head.replaceChildren();
  document.body.innerHTML = '<a href="/story">Story</a><a href="#top">Top</a><form id="f"></form>';
  delete window.__appRouteChunks;
});
afterEach(() => {
  loader.stop();
  vi.useRealTimers();
});

describe('loadOnFirstActivity', () => {
  it('should import the fonts once the page has loaded, and not the app', async () => {
    loader = startLoader();
    await settle();
    expect(loader.fontsImported()).toBe(true);
    expect(loader.entryImported()).toBe(false);
    expect(linksOf('modulepreload')).toEqual([]);
  });

  it('should preload the chunks of the root and the routes, then import the app, at the first move', async () => {
    window.__appRouteChunks = ['/assets/story.js'];
    loader = startLoader();
    window.dispatchEvent(new Event('pointermove'));
    await settle();
    expect(linksOf('modulepreload')).toEqual(['/assets/framework.js', '/assets/story.js']);
    expect(loader.entryImported()).toBe(true);
  });

  it('should start once, however many activities follow', async () => {
    loader = startLoader();
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(linksOf('modulepreload')).toHaveLength(1);
  });

  it('should wait for a press to end before it starts the app', async () => {
    loader = startLoader();
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(loader.entryImported()).toBe(false);
    document
      .querySelector('a[href="#top"]')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await settle();
    expect(loader.entryImported()).toBe(true);
  });

  it('should not start the app for a press that follows a link away, but at the next activity', async () => {
    loader = startLoader();
    window.dispatchEvent(new Event('pointerdown'));
    document
      .querySelector('a[href="/story"]')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await settle();
    expect(loader.entryImported()).toBe(false);
    window.dispatchEvent(new Event('pointermove'));
    await settle();
    expect(loader.entryImported()).toBe(true);
  });

  it('should not start the app for a press that sent a form, but should for one the page stopped', async () => {
    loader = startLoader();
    const form = document.querySelector('form');
    const press = () => {
      window.dispatchEvent(new Event('pointerdown'));
      const click = new MouseEvent('click', { bubbles: true });
      form?.dispatchEvent(click);
      return click;
    };
    press();
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
    expect(loader.entryImported()).toBe(false);

    press();
    const stopped = new Event('submit', { bubbles: true, cancelable: true });
    stopped.preventDefault();
    form?.dispatchEvent(stopped);
    await settle();
    expect(loader.entryImported()).toBe(true);
  });

  it('should fetch the app into the cache 3 s after load, unless the visitor asked to save data', () => {
    vi.useFakeTimers();
    loader = startLoader();
    vi.advanceTimersByTime(2900);
    expect(linksOf('prefetch')).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(linksOf('prefetch')).toContain('/assets/framework.js');
    loader.stop();

    document.head.replaceChildren();
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    loader = startLoader();
    vi.advanceTimersByTime(4000);
    expect(linksOf('prefetch')).toEqual([]);
    Reflect.deleteProperty(navigator, 'connection');
  });
});
