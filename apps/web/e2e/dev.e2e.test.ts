import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/bench/production-site.mjs';

// `pnpm dev` renders every page through Vite's SSR as the build does; a dependency Vite cannot
// load there turns every page into a 500 (it happened once: React inlined into the module runner).
let dev: ChildProcess;
let origin: string;
let output = '';

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  dev = spawn(process.execPath, [join(import.meta.dirname, '..', 'scripts', 'build', 'dev.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (chunk) => (output += chunk));
  dev.stderr?.on('data', (chunk) => (output += chunk));
  for (let attempt = 0; attempt < 300 && dev.exitCode === null; attempt += 1) {
    if (output.includes(origin)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`pnpm dev did not start:\n${output}`);
});

afterAll(async () => {
  if (dev.exitCode === null) {
    dev.kill('SIGTERM');
    await once(dev, 'exit');
  }
});

describe('pnpm dev', () => {
  it('should render a page with its form and load the app and the fonts from source', async () => {
    const response = await fetch(`${origin}/contact`);
    const html = await response.text();
    expect(response.status, output).toBe(200);
    expect(html).toContain('<h1');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send/);
    expect(html).toContain('src="/src/entry-client.tsx"');
    expect(html).toContain('src="/src/webFonts.ts"');
    expect((await fetch(`${origin}/src/webFonts.ts`)).status).toBe(200);
  });
});
