// `pnpm start`: serves the production build, building it first when there is none.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const appDir = join(import.meta.dirname, '..');
const serverEntry = join(appDir, 'dist', 'server', 'main.js');

if (!existsSync(serverEntry) || !existsSync(join(appDir, 'dist', 'client', 'index.html'))) {
  console.log('No production build yet: building the site first…');
  execSync('pnpm run build', { cwd: appDir, stdio: 'inherit' });
}

await import(serverEntry);
