import type { AppLoaderConfig } from '../appLoader/appLoader.ts';

// Reads back what `appLoaderScript` writes: a block declaring the loader's files, then its text.
const declaration = /^\{const appLoaderConfig=(\{.*?\});/;

/** The files an app script declares for its loader. */
export function declaredAppFiles(script: string): AppLoaderConfig {
  const files = declaration.exec(script)?.[1];
  if (!files) throw new Error(`Not an app script: ${script.slice(0, 60)}`);
  return JSON.parse(files) as AppLoaderConfig;
}

/** Every app script in a page's HTML, as the page carries it. */
export const appScriptsIn = (html: string): string[] =>
  [...html.matchAll(/<script>(\{const appLoaderConfig=[\s\S]*?)<\/script>/g)].map(
    ([, script = '']) => script,
  );
