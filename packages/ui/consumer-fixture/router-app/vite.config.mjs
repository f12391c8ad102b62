import { defineConfig } from 'vite';

// No React plugin on purpose: esbuild's automatic JSX runtime is all a consumer needs here.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  build: { minify: false },
  logLevel: 'warn',
});
