// `pnpm start`: serves the production build of the site. Run from the root, turbo builds the site
// and this server first (the start task depends on both builds).
import { join } from 'node:path';

await import(join(import.meta.dirname, '..', 'dist', 'main.js'));
