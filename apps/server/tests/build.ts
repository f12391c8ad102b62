import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeSiteFixture } from './site-fixture';

const serverDir = join(import.meta.dirname, '..');
const serverBundle = join(serverDir, 'dist', 'main.js');

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The tests run the built server against a small site of their own (no Vite build of the app is
 * needed). When the server's sources (or the shared rules and content) changed since its bundle,
 * the bundle is rebuilt first.
 */
export default function setup() {
  writeSiteFixture();
  const sources = [
    join(serverDir, 'src'),
    join(serverDir, '..', '..', 'packages', 'forms', 'src'),
    join(serverDir, '..', '..', 'packages', 'content', 'src'),
  ];
  const built = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
  if (Math.max(...sources.map(newestChange)) > built) {
    console.log('The server changed since its last build: rebuilding dist/…');
    execSync('pnpm run build', { cwd: serverDir, stdio: 'inherit' });
  }
}
