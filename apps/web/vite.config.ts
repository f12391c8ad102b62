import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config for both builds: `vite build` makes the browser bundle (dist/client, with a manifest
// the prerenderer reads), `vite build --ssr` the server renderer (dist/server).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
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
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          input: {
            'entry-server': 'src/entry-server.tsx',
            main: 'src/server/main.ts',
            staff: 'src/server/staff.ts',
          },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        // One stylesheet in <head> for every page: no flash of unstyled content on hydration.
        cssCodeSplit: false,
        emptyOutDir: true,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  // Workspace packages ship TypeScript, and the forms' own dependencies are not reachable from
  // dist/server under pnpm's strict layout: bundle them all.
  ssr: {
    noExternal: [
      '@ngs/ui',
      '@ngs/content',
      '@ngs/forms',
      'zod',
      'libphonenumber-js',
      /@fontsource/,
    ],
  },
}));
