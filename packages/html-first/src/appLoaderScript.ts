import { appLoader } from '@ngs/html-first/inline-scripts';
import type { AppLoaderConfig } from './appLoader/appLoader.ts';

/** What the site's build made for the loader: the app's files, and each route's own chunks. */
export interface AppFiles extends AppLoaderConfig {
  /** By the router's route id: the chunks a route adds to the entry's (`chunks`). */
  routeChunks: Record<string, string[]>;
}

/**
 * A page's one app script: the app loader (appLoader/), given the app's files and the chunks of
 * the routes the page matched (root first), declared in a block around the loader's text, which
 * is the same for every build and page.
 */
export function appLoaderScript(files: AppFiles, routeIds: readonly string[]): string {
  const chunks = new Set(files.chunks);
  for (const routeId of routeIds) {
    for (const chunk of files.routeChunks[routeId] ?? []) chunks.add(chunk);
  }
  const config: AppLoaderConfig = { entry: files.entry, chunks: [...chunks], fonts: files.fonts };
  return `{const appLoaderConfig=${JSON.stringify(config)};${appLoader}}`;
}
