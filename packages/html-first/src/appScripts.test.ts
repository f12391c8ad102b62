import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appLoaderScript, routeChunksScript } from './appScripts';
import { recordWindowListeners } from './testing/windowListeners';

describe('appLoaderScript', () => {
  let windowListeners: ReturnType<typeof recordWindowListeners>;
  beforeEach(() => {
    windowListeners = recordWindowListeners();
  });
  afterEach(() => windowListeners.removeAll());

  it('should run the built loader with the build’s files: the fonts at load, the app at the first activity', async () => {
    const config = {
      entry: '/assets/entry.js',
      chunks: ['/assets/framework.js'],
      fonts: '/assets/fonts.js',
    };
    const imported: string[] = [];
    // The script's whole text, run in the page's global scope as the browser would; only its
    // `import()` is handed to the test, which cannot load modules from a page's addresses.
    const text = appLoaderScript(config).replaceAll('import(', 'importModule(');
    new Function('importModule', text)((url: string) => {
      imported.push(url);
      return Promise.resolve();
    });
    expect(imported).toEqual(['/assets/fonts.js']);
    window.dispatchEvent(new Event('keydown'));
    expect(imported).toEqual(['/assets/fonts.js', '/assets/entry.js']);
    expect(document.head.querySelector('link[rel=modulepreload]')?.getAttribute('href')).toBe(
      '/assets/framework.js',
    );
  });

  it('should keep the loader’s own text the same whatever the build’s files', () => {
    const config = { entry: '/assets/entry.js', chunks: ['/assets/a.js'], fonts: '/assets/f.js' };
    const script = appLoaderScript(config);
    const other = appLoaderScript({ ...config, entry: '/assets/entry-2.js' });
    expect(script).toMatch(/^\{const appLoaderConfig=\{"entry":"\/assets\/entry\.js",/);
    expect(script.slice(script.indexOf('};') + 2)).toBe(other.slice(other.indexOf('};') + 2));
  });
});

describe('routeChunksScript', () => {
  it('should add a route’s chunks to those the loader fetches, and leave the page', () => {
    const removed: string[] = [];
    const page = {
      self: { __appRouteChunks: ['/assets/root.js'] } as { __appRouteChunks?: string[] },
      document: { currentScript: { remove: () => removed.push('script') } },
    };
    runInNewContext(routeChunksScript(['/assets/story.js']), page);
    expect(page.self.__appRouteChunks).toEqual(['/assets/root.js', '/assets/story.js']);
    expect(removed).toEqual(['script']);
  });
});
