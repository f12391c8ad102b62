// Lets Node run the repository's TypeScript as it is, for scripts that import the test fixtures
// (`node --import <this file> script`). Node strips types itself, but resolves a relative import
// only with its file's extension, and the sources import each other without one, as bundlers and
// Vitest allow. This finds the file such an import means: `./x` is `./x.ts`, `./x.tsx` or
// `./x/index.ts`. Anything else resolves as Node would.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const typeScriptFile = /\.tsx?$/;
const withExtension = /\.[cm]?[jt]sx?$|\.json$/;
const endings = ['.ts', '.tsx', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    const { parentURL } = context;
    if (
      parentURL?.startsWith('file:') &&
      typeScriptFile.test(parentURL) &&
      /^\.\.?\//.test(specifier) &&
      !withExtension.test(specifier)
    ) {
      for (const ending of endings) {
        const url = new URL(specifier + ending, parentURL);
        if (existsSync(fileURLToPath(url))) return nextResolve(url.href, context);
      }
    }
    return nextResolve(specifier, context);
  },
});
