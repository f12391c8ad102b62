// Radix's packages are built with esbuild's keepNames: each function at the top of a module is
// followed by `__name(fn, "fn")`, and each class holds a `static { __name(this, "Class") }`. The
// bundler has to keep those calls, and each call keeps its function, used or not: every page
// carried all of Navigation Menu's modules, the unused collection and its OrderedDict included
// (3.5 KB gzip). The names serve only a debugger; the minifier renames the functions anyway.
// Upstream: radix-ui/primitives#3126 (tree-shaking); its fix, #4038, marked the components pure,
// but the packages are still built with keepNames (Navigation Menu 1.4.1 makes 30 such calls),
// and Radix offers no build without them. Only Radix's own dist files are touched.

const radixModule = /[\\/]@radix-ui[\\/][^\\/]+[\\/]dist[\\/]index\.mjs$/;

/** Drops what keeps Radix's unused functions in the bundle. @returns {import('vite').Plugin} */
export function radixTreeShaking() {
  return {
    name: 'radix-tree-shaking',
    transform(code, id) {
      if (!radixModule.test(id)) return null;
      return {
        code: code
          .replace(/^__name\([\w$]+, "[^"]*"\);$/gm, '')
          .replace(/static \{\s*__name\(this, "[^"]*"\);\s*\}/g, ''),
        map: null,
      };
    },
  };
}
