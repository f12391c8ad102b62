// Times a cold build of the whole workspace (turbo's cache bypassed) and a warm one (all cached),
// so CI's log shows when a change makes building slower.
import { execSync } from 'node:child_process';

function timed(command) {
  const start = process.hrtime.bigint();
  execSync(command, { stdio: ['ignore', 'ignore', 'inherit'] });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

const cold = timed('pnpm exec turbo run build --force --output-logs=errors-only');
const warm = timed('pnpm exec turbo run build --output-logs=errors-only');
console.log(`build times: cold ${cold.toFixed(1)} s, warm (cached) ${warm.toFixed(1)} s`);
