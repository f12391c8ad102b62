import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { appLoaderScript, routeChunksScript } from './appScripts';

describe('appLoaderScript', () => {
  it('should hand the build’s files to the loader, whose text stays the same', () => {
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
