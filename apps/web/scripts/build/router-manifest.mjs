// Turns Vite's build manifest into the router's ServerManifest (the stylesheet), with the site's
// own inline scripts beside it (`appScripts`, by route id, written by src/lib/appScripts.tsx):
// each route has one (app-loader.mjs) that, at the visitor's first activity, preloads that
// route's chunks; the root's also imports the app's entry, and the web fonts once the page has
// loaded. They stay out of the router's manifest: the router copies its manifest into the state
// it hands the browser, so every page would carry the loader's text twice.
import { appLoaderScript, routeChunksScript } from './app-loader.mjs';

/**
 * `src/routes/service/$id.tsx?tsr-split=component` → `/service/$id` (the router's route id).
 * Only the parts a page renders with: a split loader is not one of them, since the page's data
 * comes with its HTML and the loader runs only when the app navigates to another such page.
 */
export function routeIdFromSource(source) {
  const match = /^src\/routes\/(.+)\.tsx\?tsr-split=(?!loader)/.exec(source);
  if (!match) return undefined;
  const segments = (match[1] ?? '')
    .split(/[./]/)
    .filter((segment) => segment !== 'index' && segment !== 'route');
  return `/${segments.join('/')}`.replace(/\/$/, '') || '/';
}

function staticImports(viteManifest, key, seen = new Set()) {
  for (const dependency of viteManifest[key]?.imports ?? []) {
    if (seen.has(dependency)) continue;
    seen.add(dependency);
    staticImports(viteManifest, dependency, seen);
  }
  return seen;
}

export function buildRouterManifest(
  viteManifest,
  entryKey = 'src/entry-client.tsx',
  fontsKey = 'src/webFonts.ts',
) {
  const entry = viteManifest[entryKey];
  if (!entry) throw new Error(`The Vite manifest has no entry ${entryKey}`);
  const fonts = viteManifest[fontsKey];
  if (!fonts) throw new Error(`The Vite manifest has no entry ${fontsKey}`);
  const url = (key) => `/${viteManifest[key].file}`;
  const entryImports = staticImports(viteManifest, entryKey);
  // One stylesheet for every page (vite.config.ts: no CSS code splitting).
  const css = Object.values(viteManifest)
    .filter((chunk) => chunk.file.endsWith('.css'))
    .map((chunk) => `/${chunk.file}`);

  const routeChunks = new Map();
  for (const [key, chunk] of Object.entries(viteManifest)) {
    const routeId = routeIdFromSource(key);
    if (!routeId) continue;
    const chunks = [`/${chunk.file}`, ...[...staticImports(viteManifest, key)].map(url)];
    routeChunks.set(routeId, [...(routeChunks.get(routeId) ?? []), ...chunks]);
  }

  const appScripts = {
    __root__: [
      appLoaderScript({
        entry: `/${entry.file}`,
        chunks: [...entryImports].map(url),
        fonts: `/${fonts.file}`,
      }),
    ],
  };
  for (const [routeId, chunks] of routeChunks) {
    const own = [...new Set(chunks)].filter(
      (href) => href !== `/${entry.file}` && ![...entryImports].some((key) => url(key) === href),
    );
    appScripts[routeId] = [routeChunksScript(own)];
  }
  return { routes: { __root__: { css } }, appScripts };
}
