import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  backendForSuite,
  serverForSuite,
  startServer,
  type RunningServer,
} from '../src/testing/harness';
import { applicationForm } from '../src/testing/payloads';

/** Generous, for a busy 2-core machine. */
const slack = 4_000;

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One HTTP/1.1 connection driven by hand, so that a test decides when each byte is sent and
 * sees what happens to the connection itself (kept open, closed).
 */
async function rawConnection(origin: string) {
  const { hostname, port } = new URL(origin);
  const socket: Socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  let buffered = Buffer.alloc(0);
  let closed = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => undefined);

  /** The next complete response (1xx ones included), or undefined once the socket closes. */
  async function nextResponse(): Promise<RawResponse | undefined> {
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      if (end >= 0) {
        const [statusLine, ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers['content-length'] ?? 0);
        if (buffered.length >= end + 4 + length) {
          const body = buffered.subarray(end + 4, end + 4 + length).toString('utf8');
          buffered = buffered.subarray(end + 4 + length);
          return { status: Number(statusLine!.split(' ')[1]), headers, body };
        }
      }
      if (closed) return undefined;
      await new Promise<void>((resolve) => {
        const waiter = () => {
          waiters.delete(waiter);
          resolve();
        };
        waiters.add(waiter);
      });
    }
  }

  return {
    send: (data: string | Uint8Array) => socket.write(data),
    nextResponse,
    isClosed: () => closed,
    destroy: () => socket.destroy(),
  };
}

/** An application sent by hand: the headers and half of the body now, the rest later. */
async function slowApplication(origin: string) {
  const request = new Request('http://x/', { method: 'POST', body: applicationForm() });
  const body = Buffer.from(await request.arrayBuffer());
  const connection = await rawConnection(origin);
  // With Expect: 100-continue the server answers "100 Continue" once it has the request in
  // hand, so the test knows the request is in flight before it sends the signal.
  connection.send(
    `POST /job/apply HTTP/1.1\r\nHost: ${new URL(origin).host}\r\n` +
      `Content-Type: ${request.headers.get('content-type')}\r\n` +
      `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
  );
  expect((await connection.nextResponse())?.status).toBe(100);
  const half = Math.floor(body.length / 2);
  connection.send(body.subarray(0, half));
  return {
    connection,
    finish: async () => {
      connection.send(body.subarray(half));
      return connection.nextResponse();
    },
  };
}

async function waitFor(condition: () => boolean, what: string, ms = 10_000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function exitOf(server: RunningServer) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    await once(server.child, 'exit');
  }
  return { code: server.child.exitCode, signal: server.child.signalCode };
}

async function connectionRefused(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

describe('connections and shutdown', () => {
  const suite = serverForSuite('sqlite', {}, { end: 'kill' });

  it('should keep idle connections 65 s, longer than a load balancer keeps its own (60 s)', async () => {
    const connection = await rawConnection(suite.server.origin);
    try {
      connection.send('GET / HTTP/1.1\r\nHost: ngs\r\n\r\n');
      const response = await connection.nextResponse();
      expect(response?.status).toBe(200);
      expect(response?.headers['connection']).toBe('keep-alive');
      expect(response?.headers['keep-alive']).toBe('timeout=65');
    } finally {
      connection.destroy();
    }
    // Node's header limit must outlast keep-alive, or a reused connection can be cut mid-request.
    const listening = JSON.parse(
      suite.server
        .stdout()
        .split('\n')
        .find((line) => line.includes('"event":"listening"'))!,
    ) as Record<string, number>;
    expect(listening['keepAliveTimeoutMs']).toBe(65_000);
    expect(listening['headersTimeoutMs']).toBeGreaterThan(65_000);
    expect(listening['requestTimeoutMs']).toBeGreaterThanOrEqual(listening['headersTimeoutMs']!);
    expect(listening['shutdownTimeoutMs']).toBe(10_000);
  });

  it('should finish a request in flight on SIGTERM, refuse new ones, and exit 0', async () => {
    const idle = await rawConnection(suite.server.origin);
    idle.send('GET / HTTP/1.1\r\nHost: ngs\r\n\r\n');
    expect((await idle.nextResponse())?.status).toBe(200);
    const upload = await slowApplication(suite.server.origin);
    // A request whose headers are still arriving: its connection is not idle, so it stays open.
    const arriving = await rawConnection(suite.server.origin);
    arriving.send('GET / HTTP/1.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 300));

    const signalled = performance.now();
    suite.server.child.kill('SIGTERM');
    await waitFor(() => suite.server.stdout().includes('"event":"shutdown"'), 'the shutdown line');

    // No new connection; an idle kept-alive one is closed (or told 503); a late request, 503.
    expect(await connectionRefused(suite.server.origin)).toBe(true);
    idle.send('GET / HTTP/1.1\r\nHost: ngs\r\n\r\n');
    const late = await idle.nextResponse();
    if (late) {
      expect(late.status).toBe(503);
      expect(late.headers['connection']).toBe('close');
    }
    arriving.send('Host: ngs\r\n\r\n');
    const refused = await arriving.nextResponse();
    expect(refused?.status).toBe(503);
    expect(refused?.headers['connection']).toBe('close');
    expect(refused?.headers['retry-after']).toBe('5');
    await waitFor(arriving.isClosed, 'the late request to be cut off');

    // The upload in flight gets its answer, and its connection is closed after it.
    const answer = await upload.finish();
    expect(answer?.status).toBe(201);
    expect(answer?.headers['connection']).toBe('close');
    const { id } = JSON.parse(answer!.body) as { id: string };

    expect(await exitOf(suite.server)).toEqual({ code: 0, signal: null });
    const ms = performance.now() - signalled;
    expect(ms).toBeLessThan(10_000);
    console.log(`SIGTERM: upload answered and process exited after ${Math.round(ms)} ms`);
    expect(suite.server.stdout()).toContain('"event":"stopped"');
    expect(suite.server.stderr()).toBe('');
    const stored = await suite.backend.query<{ id: string }>('select id from applications');
    expect(stored.map((row) => row.id)).toEqual([id]);
  });
});

describe('a shutdown that cannot finish', () => {
  const suite = backendForSuite('sqlite');

  it('should exit at once on a second signal', async () => {
    const server = await startServer(suite.backend.env);
    try {
      const upload = await slowApplication(server.origin);
      server.child.kill('SIGTERM');
      await waitFor(() => server.stdout().includes('"event":"shutdown"'), 'the shutdown line');
      const signalled = performance.now();
      server.child.kill('SIGINT');
      expect(await exitOf(server)).toEqual({ code: 130, signal: null });
      const ms = performance.now() - signalled;
      expect(ms).toBeLessThan(slack);
      console.log(`second signal: exited after ${Math.round(ms)} ms`);
      await waitFor(upload.connection.isClosed, 'the upload connection to close');
    } finally {
      await server.kill();
    }
  });

  it('should cut what is still in flight and exit 1 after SHUTDOWN_TIMEOUT_MS', async () => {
    const shutdownTimeoutMs = 1_500;
    const server = await startServer({
      ...suite.backend.env,
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    });
    try {
      const upload = await slowApplication(server.origin);
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      expect(await exitOf(server)).toEqual({ code: 1, signal: null });
      const ms = performance.now() - signalled;
      expect(ms).toBeGreaterThanOrEqual(shutdownTimeoutMs - 100);
      expect(ms).toBeLessThan(shutdownTimeoutMs + slack);
      expect(server.stdout()).toContain('"event":"shutdown-forced"');
      await waitFor(upload.connection.isClosed, 'the upload connection to close');
      expect(await suite.backend.query('select id from applications')).toEqual([]);
    } finally {
      await server.kill();
    }
  });
});
