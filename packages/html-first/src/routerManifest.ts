import type { AppFiles } from './appLoaderScript.ts';

/** The part of Vite's build manifest (`.vite/manifest.json`) this reads. */
export type ViteManifest = Readonly<
  Record<string, { readonly file: string; readonly imports?: readonly string[] }>
>;

/** The router's server manifest (the one stylesheet), with the app's files beside it. */
export interface SiteManifest {
  routes: { __root__: { css: string[] } };
  appFiles: AppFiles;
}

/**
 * `src/routes/service/$id.tsx?tsr-split=component` → `/service/$id`, the router's route id.
 *
 * TanStack Router names the chunks it splits a route into by this query, and gives no public way
 * to ask which client files a route needs when it renders without TanStack Start: Start builds
 * the same map internally, from the same ids (`start-plugin-core`'s manifest builder; its
 * aggregation of a route's chunks is TanStack/router#7057). Should the format change, the build
 * stops (`buildRouterManifest` finds no route's chunk) rather than ship pages whose app would
 * fetch its route's code only after it has started.
 *
 * Only the parts a page renders with: a split loader is not one of them, since the page's data
 * comes with its HTML and the loader runs only when the app navigates to another such page.
 */
export function routeIdFromSource(source: string): string | undefined {
  const match = /^src\/routes\/(.+)\.tsx\?tsr-split=(?!loader)/.exec(source);
  if (!match) return undefined;
  const segments = (match[1] ?? '')
    .split(/[./]/)
    .filter((segment) => segment !== 'index' && segment !== 'route');
  return `/${segments.join('/')}`.replace(/\/$/, '') || '/';
}

function staticImports(viteManifest: ViteManifest, key: string, seen = new Set<string>()) {
  for (const dependency of viteManifest[key]?.imports ?? []) {
    if (seen.has(dependency)) continue;
    seen.add(dependency);
    staticImports(viteManifest, dependency, seen);
  }
  return seen;
}

/**
 * Turns Vite's build manifest into the router's server manifest (the stylesheet) and the files
 * the app loader is given (`appLoaderScript`): the app's entry, the modules it imports, the fonts
 * and each route's own chunks. They stay out of the router's manifest: the router copies that
 * into the state it hands the browser, so every page would carry them twice.
 */
export function buildRouterManifest(
  viteManifest: ViteManifest,
  { entryKey = 'src/entry-client.tsx', fontsKey = 'src/webFonts.ts' } = {},
): SiteManifest {
  const fileOf = (key: string) => {
    const chunk = viteManifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no entry ${key}`);
    return `/${chunk.file}`;
  };
  const entry = fileOf(entryKey);
  const entryImports = [...staticImports(viteManifest, entryKey)].map(fileOf);
  // One stylesheet for every page (the site's vite.config.ts: no CSS code splitting).
  const css = Object.values(viteManifest)
    .filter((chunk) => chunk.file.endsWith('.css'))
    .map((chunk) => `/${chunk.file}`);

  const routeChunks = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(viteManifest)) {
    const routeId = routeIdFromSource(key);
    if (!routeId) continue;
    const chunks = [`/${chunk.file}`, ...[...staticImports(viteManifest, key)].map(fileOf)];
    routeChunks.set(routeId, [...(routeChunks.get(routeId) ?? []), ...chunks]);
  }

  if (routeChunks.size === 0) {
    throw new Error(
      'No route chunk in the Vite manifest: has the router renamed its split chunks?',
    );
  }
  const appFiles: AppFiles = {
    entry,
    chunks: entryImports,
    fonts: fileOf(fontsKey),
    routeChunks: Object.fromEntries(
      [...routeChunks].map(([routeId, chunks]) => [
        routeId,
        [...new Set(chunks)].filter((href) => href !== entry && !entryImports.includes(href)),
      ]),
    ),
  };
  return { routes: { __root__: { css } }, appFiles };
}
