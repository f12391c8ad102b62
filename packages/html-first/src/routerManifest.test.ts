import { describe, expect, it } from 'vitest';
import { buildRouterManifest, routeIdFromSource, type ViteManifest } from './routerManifest';

describe('routeIdFromSource', () => {
  it('should name the route a split chunk belongs to, as the router does', () => {
    expect(routeIdFromSource('src/routes/index.tsx?tsr-split=component')).toBe('/');
    expect(routeIdFromSource('src/routes/service/$id.tsx?tsr-split=component')).toBe(
      '/service/$id',
    );
    expect(routeIdFromSource('src/routes/apply/route.tsx?tsr-split=errorComponent')).toBe('/apply');
    expect(routeIdFromSource('src/routes/contact.sent.tsx?tsr-split=component')).toBe(
      '/contact/sent',
    );
  });

  it('should leave out split loaders and modules that are not routes', () => {
    expect(routeIdFromSource('src/routes/service/$id.tsx?tsr-split=loader')).toBeUndefined();
    expect(routeIdFromSource('src/lib/seo.ts')).toBeUndefined();
  });
});

const viteManifest: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/entry.js', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_framework.js'] },
  'src/webFonts.ts': { file: 'assets/fonts.js' },
  'style.css': { file: 'assets/style.css' },
  'src/routes/service/$id.tsx?tsr-split=component': {
    file: 'assets/service.js',
    imports: ['_shared.js', '_framework.js'],
  },
  'src/routes/service/$id.tsx?tsr-split=loader': { file: 'assets/service-loader.js' },
  'src/routes/contact.tsx?tsr-split=component': {
    file: 'assets/contact.js',
    imports: ['_shared.js'],
  },
};

describe('buildRouterManifest', () => {
  const manifest = buildRouterManifest(viteManifest);

  it('should give every page the one stylesheet', () => {
    expect(manifest.routes.__root__.css).toEqual(['/assets/style.css']);
  });

  it('should give the loader the entry, what it imports and the fonts', () => {
    expect(manifest.appFiles).toMatchObject({
      entry: '/assets/entry.js',
      chunks: ['/assets/framework.js'],
      fonts: '/assets/fonts.js',
    });
  });

  it('should give each route its own chunks only: not the entry’s, nor a split loader', () => {
    expect(manifest.appFiles.routeChunks).toEqual({
      '/service/$id': ['/assets/service.js', '/assets/shared.js'],
      '/contact': ['/assets/contact.js', '/assets/shared.js'],
    });
  });

  it('should stop the build when the router’s chunks can no longer be told apart', () => {
    const renamed = Object.fromEntries(
      Object.entries(viteManifest).map(([key, chunk]) => [
        key.replace('tsr-split', 'split'),
        chunk,
      ]),
    );
    expect(() => buildRouterManifest(renamed)).toThrow(/no route chunk/i);
    expect(() => buildRouterManifest(viteManifest, { fontsKey: 'src/fonts.ts' })).toThrow(
      'no entry src/fonts.ts',
    );
  });
});
