import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { radixTreeShaking } from './scripts/build/radix-tree-shaking.mjs';

// The modules the app's entry and the routes' chunks both use. The entry has always loaded them
// before any route's chunk runs, yet Rolldown cuts each set of them into a file of its own (its
// issue #10731): nine small files on every page, each compressed on its own. Named here, they
// travel as one `app` file: 1 KB gzip less on every page. A module missing from the list costs
// bytes, never behaviour; e2e/html.e2e.test.ts names the file it then lands in.
// Named by hand because the bundler gives no better way: its chunking hook sees the module graph
// before tree-shaking, where the entry reaches every kit component through the kit's index, so
// "what the entry and a route both import", read from that graph, put 175 KB in the `app` file
// instead of 14 KB (tried 2026-11-27); which modules the entry keeps is known only once chunks
// are made.
const sharedWithRoutes = [
  'packages/content/src/brand.ts',
  'packages/content/src/constants.ts',
  'packages/content/src/media.ts',
  'packages/content/src/offices.ts',
  'packages/content/src/pageMeta.ts',
  'packages/content/src/routes.ts',
  'packages/content/src/serviceNames.ts',
  'packages/ui/src/system/classNames.ts',
  'packages/ui/src/css/visuallyHidden.css.ts',
  'packages/ui/src/components/Container/Container.tsx',
  'packages/ui/src/components/SkipLink/SkipLink.tsx',
  'apps/web/src/lib/seo.ts',
  'apps/web/src/signed-in/areaHead.ts',
  '@vanilla-extract/recipes/dist/createRuntimeFn',
  // What the kit's Dialog draws, in the chrome and in the routes' own dialogs (a testimonial, a
  // confirmation).
  'packages/ui/src/system/Icon/',
  'packages/ui/src/components/Button/Button.css.ts',
  'packages/ui/src/components/private/ServerScript.tsx',
];

// Radix's internals that Navigation Menu (in the entry) and the Dialog's behaviour (fetched when
// a dialog first opens) both use: they travel with the framework, which every page runs too
// (0.3 KB gzip less on every page than in the `app` file, 1.3 KB less than a file of their own).
const radixShared =
  /@radix-ui[\\/](primitive|react-(compose-refs|context|dismissable-layer|id|presence|primitive|slot|use-callback-ref|use-controllable-state|use-escape-keydown|use-layout-effect))[\\/]/;

// One config for both builds: `vite build` makes the browser bundle (dist/client, with a manifest
// the prerenderer reads), `vite build --ssr` the renderer the prerenderer uses (dist/server).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      // A route's own stylesheet sits beside it (`contact.css.ts` by `contact.tsx`).
      routeFileIgnorePattern: '\\.css\\.ts$',
      autoCodeSplitting: true,
      // Loaders too: the service and person records are then fetched with their page, not shipped
      // in every page's initial bundle.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent', 'notFoundComponent']],
      },
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    vanillaExtractPlugin(),
    radixTreeShaking(),
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: { 'entry-server': 'src/entry-server.tsx' } },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        // One stylesheet in <head> for every page: no flash of unstyled content on hydration.
        cssCodeSplit: false,
        emptyOutDir: true,
        // The app, and the web fonts on their own: the page asks for them at load, the app later.
        rollupOptions: {
          input: ['src/entry-client.tsx', 'src/webFonts.ts'],
          output: {
            // React and TanStack Router, which every page runs, in one file: left to itself the
            // bundler cuts them into a dozen small shared chunks, and each file compresses on
            // its own (1.1 KB gzip more on every page). Vite's preload helper, which every page
            // runs too, joins them (0.4 KB less on every page than in a chunk of its own).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: (id: string) =>
                    /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/][^\\/]+)[\\/]/.test(
                      id,
                    ) ||
                    radixShared.test(id) ||
                    id.startsWith('\0vite/preload-helper'),
                  priority: 2,
                },
                {
                  name: 'app',
                  test: (id: string) =>
                    sharedWithRoutes.some((path) => id.replaceAll('\\', '/').includes(path)),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  // The renderer is one self-contained file: the prerenderer runs it at build time, and the
  // server loads it from the build to render pages per request, with nothing else installed.
  // `pnpm dev` renders through Node's own module loader instead: React and the other CommonJS
  // dependencies cannot be inlined into Vite's ESM module runner.
  ssr: command === 'build' ? { noExternal: true } : {},
}));
