// The server refuses to start, quickly and readably, when its database cannot be reached.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, noHang, slack } from '../src/testing/faults';
import { serverEntry } from '../src/testing/harness';

/** Runs the built server to its exit, for start-ups that must fail. */
async function runToExit(env: Record<string, string>) {
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), noHang);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output, ms: Math.round(performance.now() - started) };
}

describe('a database that cannot be reached at start-up', () => {
  it('should exit 1 at once with a readable message when nothing listens on its port', async () => {
    const port = await freePort();
    const result = await runToExit({
      DATABASE_URL: `postgres://ngs:secret-word@127.0.0.1:${port}/ngs`,
      DB_CONNECT_TIMEOUT_MS: '1000',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`Could not open PostgreSQL at 127.0.0.1:${port}, database ngs`);
    expect(result.output).toContain('the connection was refused');
    expect(result.output).toContain('The server did not start.');
    expect(result.output).not.toContain('secret-word');
    expect(result.ms).toBeLessThan(1_000 + slack);
  });

  it('should exit 1 within DB_CONNECT_TIMEOUT_MS when the database accepts but never answers', async () => {
    const accepted = new Set<Socket>();
    const silent = createServer((socket) => accepted.add(socket.resume())).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    try {
      const result = await runToExit({
        DATABASE_URL: `postgres://ngs@127.0.0.1:${port}/ngs`,
        DB_CONNECT_TIMEOUT_MS: '1000',
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('the database did not answer within 1000 ms');
      expect(result.output).toContain('The server did not start.');
      expect(result.ms).toBeLessThan(1_000 + slack);
    } finally {
      silent.close();
      for (const socket of accepted) socket.destroy();
    }
  });
});
