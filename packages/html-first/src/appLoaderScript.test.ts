import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appLoaderScript, type AppFiles } from './appLoaderScript';
import { declaredAppFiles } from './testing/appScripts';
import { recordWindowListeners } from './testing/windowListeners';

const files: AppFiles = {
  entry: '/assets/entry.js',
  chunks: ['/assets/framework.js'],
  fonts: '/assets/fonts.js',
  routeChunks: {
    '/story': ['/assets/story.js', '/assets/shared.js'],
    '/contact': ['/assets/contact.js', '/assets/shared.js'],
  },
};

describe('appLoaderScript', () => {
  let windowListeners: ReturnType<typeof recordWindowListeners>;
  beforeEach(() => {
    windowListeners = recordWindowListeners();
  });
  afterEach(() => windowListeners.removeAll());

  it('should run the built loader with the build’s files: the fonts at load, the app at the first activity', async () => {
    const imported: string[] = [];
    // The script's whole text, run in the page's global scope as the browser would; only its
    // `import()` is handed to the test, which cannot load modules from a page's addresses.
    const text = appLoaderScript(files, ['__root__', '/story']).replaceAll(
      'import(',
      'importModule(',
    );
    new Function('importModule', text)((url: string) => {
      imported.push(url);
      return Promise.resolve();
    });
    expect(imported).toEqual(['/assets/fonts.js']);
    window.dispatchEvent(new Event('keydown'));
    expect(imported).toEqual(['/assets/fonts.js', '/assets/entry.js']);
    expect(
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['/assets/framework.js', '/assets/story.js', '/assets/shared.js']);
  });

  it('should give the loader the entry’s chunks, then each matched route’s, each once', () => {
    expect(declaredAppFiles(appLoaderScript(files, ['__root__', '/contact', '/story']))).toEqual({
      entry: '/assets/entry.js',
      chunks: [
        '/assets/framework.js',
        '/assets/contact.js',
        '/assets/shared.js',
        '/assets/story.js',
      ],
      fonts: '/assets/fonts.js',
    });
    // A page no route of which was split (the 404 page) preloads the entry's chunks only.
    expect(declaredAppFiles(appLoaderScript(files, ['__root__']))).toMatchObject({
      chunks: ['/assets/framework.js'],
    });
  });

  it('should keep the loader’s own text the same whatever the build’s files and the page', () => {
    const script = appLoaderScript(files, ['__root__', '/story']);
    const other = appLoaderScript({ ...files, entry: '/assets/entry-2.js' }, ['__root__']);
    expect(script).toMatch(/^\{const appLoaderConfig=\{"entry":"\/assets\/entry\.js",/);
    expect(script.slice(script.indexOf('};') + 2)).toBe(other.slice(other.indexOf('};') + 2));
  });
});
