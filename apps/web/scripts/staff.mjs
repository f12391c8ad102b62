// `pnpm staff …`: the staff command (src/server/staff.ts), building the server first when there is none.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const appDir = join(import.meta.dirname, '..');
const staffEntry = join(appDir, 'dist', 'server', 'staff.js');

if (!existsSync(staffEntry)) {
  console.error('No build of the staff command yet: building the server first…');
  execSync('pnpm exec vite build --ssr', { cwd: appDir, stdio: ['ignore', 'ignore', 'inherit'] });
}

await import(staffEntry);
