// The build's and the server's side of the before-app runtime: the site's manifest with the app's
// files, each page's loader script, and the hashes a page's Content-Security-Policy allows its
// inline scripts by. The scripts' texts are `@ngs/html-first/inline-scripts`, built from each
// behaviour's folder (README.md).
export type { AppLoaderConfig } from './appLoader/appLoader.ts';
export { appLoaderScript, type AppFiles } from './appLoaderScript.ts';
export {
  buildRouterManifest,
  routeIdFromSource,
  type SiteManifest,
  type ViteManifest,
} from './routerManifest.ts';
export { inlineScriptHashes, scriptHash } from './scriptHashes.ts';
