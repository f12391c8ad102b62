// Builds the floor (main.tsx) into apps/web/dist/js-floor: `turbo run build:floor`, which the
// JavaScript budget and the Lighthouse gate depend on (js-budget.mjs, lighthouse.mjs).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../../dist/js-floor', import.meta.url)),
    emptyOutDir: true,
  },
});
