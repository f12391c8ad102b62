// What the fault tests share: the two forms posted with a time limit and timed, the answer a
// storage fault must give, row counts and free ports.
import { once } from 'node:events';
import { createServer } from 'node:net';
import { expect } from 'vitest';
import { plainText } from './files';
import type { Backend } from './harness';
import { applicationForm, applicationFields, contactMessage, upload } from './payloads';

/** A test must fail, not hang, when the server does: no answer in this long is a failure. */
export const noHang = 30_000;
/** Generous, for a busy 2-core machine: these bound "never hangs", not the speed. */
export const slack = 4_000;

export interface Answer {
  status: number;
  retryAfter: string | null;
  body: { id?: string; error?: string; fields?: Record<string, string> };
  ms: number;
}

async function answer(url: string, init: RequestInit): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(noHang) });
  const body = (await response.json()) as Answer['body'];
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    ms: Math.round(performance.now() - started),
  };
}

export const contact = (origin: string) =>
  answer(`${origin}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(contactMessage()),
  });

export const apply = (origin: string, resume = plainText('Asha Rao\nEngineer\n')) =>
  answer(`${origin}/job/apply`, {
    method: 'POST',
    body: applicationForm(applicationFields(), { resume: upload(resume, 'cv.txt', 'text/plain') }),
  });

export async function pageStatus(origin: string): Promise<number> {
  return (await fetch(`${origin}/`, { signal: AbortSignal.timeout(noHang) })).status;
}

export function expectStorageFault(result: Answer) {
  expect(result.status).toBe(503);
  expect(result.body).toEqual({ error: expect.stringMatching(/Nothing was stored/), fields: {} });
  expect(Number(result.retryAfter)).toBeGreaterThan(0);
}

export async function count(backend: Backend, table: string): Promise<number> {
  const [row] = await backend.query<{ count: number | string }>(
    `select count(*) as count from ${table}`,
  );
  return Number(row!.count);
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
