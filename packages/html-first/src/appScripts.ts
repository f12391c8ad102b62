import { appLoader } from '@ngs/html-first/inline-scripts';
import { routeChunksGlobal, type AppLoaderConfig } from './appLoader/appLoader.ts';

/**
 * The root route's inline script: the app loader (appLoader/), with the files this build made
 * declared in a block around it. The loader's own text is the same for every build.
 */
export function appLoaderScript(config: AppLoaderConfig): string {
  return `{const appLoaderConfig=${JSON.stringify(config)};${appLoader}}`;
}

/**
 * Any other matched route's inline script: its own chunks, for the root's loader to fetch with
 * the app. Data, not behaviour: it adds them where the loader looks (`routeChunksGlobal`) and
 * leaves the page, as the loader does.
 */
export function routeChunksScript(chunks: readonly string[]): string {
  const list = `self.${routeChunksGlobal}`;
  return `(${list}=${list}||[]).push(...${JSON.stringify(chunks)});document.currentScript.remove()`;
}
