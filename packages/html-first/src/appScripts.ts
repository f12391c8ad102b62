import { appLoader } from '@ngs/html-first/inline-scripts';
import type { AppLoaderConfig } from './appLoader/appLoader.ts';

/**
 * The root route's inline script: the app loader (appLoader/), with the files this build made
 * declared in a block around it. The loader's own text is the same for every build.
 */
export function appLoaderScript(config: AppLoaderConfig): string {
  return `{const appLoaderConfig=${JSON.stringify(config)};${appLoader}}`;
}

/**
 * Any other matched route's inline script: its own chunks, for the root's loader to fetch with
 * the app. Data, not behaviour: it adds them where the loader looks (`self.__appRouteChunks`)
 * and leaves the page, as the loader does.
 */
export function routeChunksScript(chunks: readonly string[]): string {
  return `(self.__appRouteChunks=self.__appRouteChunks||[]).push(...${JSON.stringify(chunks)});document.currentScript.remove()`;
}
