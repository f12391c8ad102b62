// The build's and the server's side of the before-app runtime: the site's manifest with its
// inline scripts, and the hashes a page's Content-Security-Policy allows them by. The scripts'
// texts are `@ngs/html-first/inline-scripts`, built from each behaviour's folder (README.md).
export { routeChunksGlobal, type AppLoaderConfig } from './appLoader/appLoader.ts';
export { appLoaderScript, routeChunksScript } from './appScripts.ts';
export {
  buildRouterManifest,
  routeIdFromSource,
  type AppScriptsByRoute,
  type SiteManifest,
  type ViteManifest,
} from './routerManifest.ts';
export { inlineScriptHashes, scriptHash } from './scriptHashes.ts';
