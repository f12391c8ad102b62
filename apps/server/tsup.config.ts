import { defineConfig } from 'tsup';

// The server and the staff command, for Node 24. The shared form rules and content are
// TypeScript packages of this workspace, and their own dependencies are not reachable from
// dist/ under pnpm's strict layout, so they are bundled in; everything else stays a dependency.
export default defineConfig({
  entry: { main: 'src/main.ts', staff: 'src/staff/command.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  // Not cleaned: tests and benchmarks may be running the previous build while this one is written.
  clean: false,
  splitting: true,
  sourcemap: true,
  noExternal: ['@ngs/forms', '@ngs/content', 'zod', 'libphonenumber-js'],
});
