// Turns Vite's build manifest into the router's ServerManifest: the root route gets the entry
// script, its static imports as modulepreloads and the one stylesheet; each code-split route gets
// its own chunk preloaded, so a prerendered page fetches what it needs in parallel.

/** `src/routes/service/$id.tsx?tsr-split=component` → `/service/$id` (the router's route id). */
export function routeIdFromSource(source) {
  const match = /^src\/routes\/(.+)\.tsx\?tsr-split=/.exec(source);
  if (!match) return undefined;
  const segments = match[1]
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

export function buildRouterManifest(viteManifest, entryKey = 'src/entry-client.tsx') {
  const entry = viteManifest[entryKey];
  if (!entry) throw new Error(`The Vite manifest has no entry ${entryKey}`);
  const url = (key) => `/${viteManifest[key].file}`;
  const css = Object.values(viteManifest)
    .filter((chunk) => chunk.file.endsWith('.css'))
    .map((chunk) => `/${chunk.file}`);

  const routes = {
    __root__: {
      preloads: [`/${entry.file}`, ...[...staticImports(viteManifest, entryKey)].map(url)],
      css,
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}`, async: true } }],
    },
  };
  for (const [key, chunk] of Object.entries(viteManifest)) {
    const routeId = routeIdFromSource(key);
    if (!routeId) continue;
    const preloads = [
      `/${chunk.file}`,
      ...[...staticImports(viteManifest, key)].filter((dep) => dep !== entryKey).map(url),
    ];
    routes[routeId] = {
      preloads: [...new Set([...(routes[routeId]?.preloads ?? []), ...preloads])],
    };
  }
  return { routes };
}
