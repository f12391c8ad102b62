// `pnpm start`: serves the production build of the site, building what is missing first.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const serverDir = join(import.meta.dirname, '..');
const serverEntry = join(serverDir, 'dist', 'main.js');
const siteIndex = join(serverDir, '..', 'web', 'dist', 'client', 'index.html');

if (!existsSync(serverEntry) || !existsSync(siteIndex)) {
  console.log('No production build yet: building the site and its server first…');
  execSync('pnpm exec turbo run build --filter=@ngs/server --filter=@ngs/web', {
    cwd: serverDir,
    stdio: 'inherit',
  });
}

await import(serverEntry);
