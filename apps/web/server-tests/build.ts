import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const appDir = join(import.meta.dirname, '..');
const serverBundle = join(appDir, 'dist', 'server', 'main.js');

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The tests run the built server. Without a build, build everything; when the server's sources
 * (or the shared rules and content) changed since, rebuild the server bundle only.
 */
export default function setup() {
  const built = ['dist/server/main.js', 'dist/server/staff.js', 'dist/client/404.html'];
  if (!built.every((file) => existsSync(join(appDir, file)))) {
    console.log('No build yet: building the site and its server first…');
    execSync('pnpm run build', { cwd: appDir, stdio: 'inherit' });
    return;
  }
  const sources = [
    join(appDir, 'src', 'server'),
    join(appDir, '..', '..', 'packages', 'forms', 'src'),
    join(appDir, '..', '..', 'packages', 'content', 'src'),
  ];
  if (Math.max(...sources.map(newestChange)) > statSync(serverBundle).mtimeMs) {
    console.log('The server changed since the last build: rebuilding dist/server…');
    execSync('pnpm exec vite build --ssr', { cwd: appDir, stdio: 'inherit' });
  }
}
