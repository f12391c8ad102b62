// `pnpm staff …`: the staff command (src/staff/command.ts), building the server first when there is none.
// It needs no build of the site.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const serverDir = join(import.meta.dirname, '..');
const staffEntry = join(serverDir, 'dist', 'staff.js');

if (!existsSync(staffEntry)) {
  console.error('No build of the staff command yet: building the server first…');
  execSync('pnpm run build', { cwd: serverDir, stdio: ['ignore', 'ignore', 'inherit'] });
}

await import(staffEntry);
