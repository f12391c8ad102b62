// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFields, contactMessage } from '../testing/payloads';
import { createApp } from '../app';
import { readConfig } from '../config';
import { openDatabase, type OpenDatabase } from '../storage/database';
import { submissionStore } from '../storage/submissions';
import { maxTextPartBytes } from './application';
import { applicationBodyLimit, contactBodyLimit } from './routes';

/**
 * The bar: no request may hold the event loop for more than 20 ms, whatever text is in
 * whichever field, from empty up to the body limit. The app runs in this process, so the delay
 * of this event loop is the delay every other visitor would see.
 */
const maxBlockMs = 20;
/** What the network hands the server at a time. */
const chunkBytes = 64 * 1024;

const boundary = '----hostile-input-7d3f0a';

// The valid payloads of the HTTP tests, so a rule added to a form reaches this test too.
const validContact: Record<string, string> = contactMessage();
const validApplication: Record<string, string> = applicationFields();

const contactFields = [...Object.keys(validContact), 'website'];
const applicationTextFields = [...Object.keys(validApplication), 'website'];

/**
 * The costliest texts to check that we know of, cut to any length: the address that made the
 * old pattern backtrack, blanks to trim, digits that fail at the last character, characters
 * outside the BMP (two UTF-16 units, four bytes), and the multipart delimiter's prefix again and
 * again, which the reader has to look at twice.
 */
const shapes: Record<string, (length: number) => string> = {
  dots: (length) => (length < 3 ? '@'.repeat(length) : `a@${'.'.repeat(length - 3)}@`),
  blanks: (length) => ' '.repeat(length),
  digits: (length) =>
    `+${'9'.repeat(length)}`.slice(0, Math.max(0, length - 1)) + 'x'.repeat(Math.min(1, length)),
  astral: (length) => '😀'.repeat(Math.ceil(length / 2)).slice(0, length),
  nearBoundary: (length) =>
    `\r\n--${boundary.slice(0, -1)}`.repeat(Math.ceil(length / 20) + 1).slice(0, length),
};

/** Lengths from nothing to `largest`, on both sides of every limit a field or the reader has. */
function lengthsUpTo(largest: number): number[] {
  const limits = [20, 40, 120, 254, maxTextPartBytes, 5000, contactBodyLimit / 4];
  const around = [0, 1, ...limits.flatMap((limit) => [limit, limit + 1]), 1024 * 1024];
  return [...around.filter((length) => length < largest), largest];
}

function multipartParts(fields: Record<string, string | Buffer>): Buffer[] {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return parts;
}

/** A body as the network delivers it: chunks of at most 64 KB, nothing copied. */
function streamOf(parts: readonly Buffer[]): ReadableStream<Uint8Array> {
  const chunks = parts.flatMap((part) =>
    Array.from({ length: Math.ceil(part.length / chunkBytes) }, (_, index) =>
      part.subarray(index * chunkBytes, (index + 1) * chunkBytes),
    ),
  );
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = chunks[next];
      next += 1;
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
}

interface Answer {
  status: number;
  blockedMs: number;
}

describe('hostile input (the event loop stays free)', () => {
  let dataDir: string;
  let database: OpenDatabase;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    // A disk's fsync is not what this measures: the data lives in memory where there is some.
    dataDir = mkdtempSync(join(process.platform === 'linux' ? '/dev/shm' : tmpdir(), 'ngs-'));
    const config = readConfig({
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '0',
      MIN_FREE_DISK_MB: '0',
    });
    database = await openDatabase(config);
    app = createApp({
      api: { ...config, store: submissionStore(database.db), clientIp: () => '192.0.2.1' },
      log: () => {},
    });
  });

  afterAll(async () => {
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function measure(request: Request): Promise<Answer> {
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    // The histogram records from its timer's second tick on: let it tick once first.
    await sleep(2);
    const response = await app.fetch(request);
    await response.arrayBuffer();
    await sleep(2);
    histogram.disable();
    return { status: response.status, blockedMs: histogram.max / 1e6 };
  }

  /**
   * A real block happens every time; a pause of the whole process by a busy machine does not.
   * So a request over the bar is sent twice more, and its best attempt is what counts.
   */
  async function send(request: () => Request): Promise<Answer> {
    let best = await measure(request());
    for (let retry = 0; retry < 2 && best.blockedMs > maxBlockMs; retry += 1) {
      // Let a collection or another process's burst pass first.
      await sleep(50);
      const again = await measure(request());
      if (again.blockedMs < best.blockedMs) best = again;
    }
    return best;
  }

  const contactRequest = (body: string) => () =>
    new Request('http://localhost/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    });

  const applicationRequest = (parts: readonly Buffer[]) => () =>
    new Request('http://localhost/job/apply', {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(parts.reduce((sum, part) => sum + part.length, 0)),
      },
      body: streamOf(parts),
      duplex: 'half',
    } as RequestInit);

  it('should answer every contact field’s worst text, up to 64 KB, without blocking', async () => {
    const failures: string[] = [];
    // Arrays in arrays cost the JSON parser its nesting.
    const nested = (length: number) => ({
      json: '['.repeat(length / 2) + ']'.repeat(length / 2),
    });
    for (const field of contactFields) {
      const bodyWith = (json: string) =>
        JSON.stringify({ ...validContact, [field]: 'HOSTILE' })
          .split('"HOSTILE"')
          .join(json);
      const kinds = {
        ...Object.fromEntries(
          Object.entries(shapes).map(([name, make]) => [
            name,
            (length: number) => ({ json: JSON.stringify(make(length)) }),
          ]),
        ),
        nested,
      };
      for (const [kind, make] of Object.entries(kinds)) {
        const framing = bodyWith('').length;
        const bytes = (length: number) => Buffer.byteLength(make(length).json);
        const perUnit = (bytes(2000) - bytes(1000)) / 1000;
        // The largest value that fits the limit, then one that does not.
        let largest = Math.floor((contactBodyLimit - framing) / perUnit);
        while (Buffer.byteLength(bodyWith(make(largest).json)) > contactBodyLimit) largest -= 2;
        for (const length of [...lengthsUpTo(largest), largest + 4]) {
          const body = bodyWith(make(length).json);
          const { status, blockedMs } = await send(contactRequest(body));
          if (status >= 500 || blockedMs > maxBlockMs) {
            failures.push(`${field} ${kind} ${length}: ${status}, ${blockedMs.toFixed(1)} ms`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('should answer every application field’s worst text, up to 11 MB, without blocking', async () => {
    const failures: string[] = [];
    const bodyBytes = (parts: readonly Buffer[]) =>
      parts.reduce((sum, part) => sum + part.length, 0);
    for (const [kind, make] of Object.entries(shapes)) {
      const value = Buffer.from(make(applicationBodyLimit));
      for (const field of applicationTextFields) {
        const framing = bodyBytes(multipartParts({ ...validApplication, [field]: '' }));
        // Beyond the longest text part the reader keeps, a part is only measured: its content
        // matters no more, but to the reader's search for the boundary.
        const lengths = lengthsUpTo(applicationBodyLimit - framing).filter(
          (length) => length <= maxTextPartBytes + 1 || kind === 'dots' || kind === 'nearBoundary',
        );
        for (const length of lengths) {
          // Without a résumé every answer is 422: the text is read and checked all the same,
          // and no valid one spends its time on password hashing.
          const parts = multipartParts({ ...validApplication, [field]: value.subarray(0, length) });
          const { status, blockedMs } = await send(applicationRequest(parts));
          if (status !== 422 || blockedMs > maxBlockMs) {
            failures.push(`${field} ${kind} ${length}: ${status}, ${blockedMs.toFixed(1)} ms`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('should count an application sent without Content-Length as it streams, and refuse it past 11 MB, without blocking', async () => {
    const chunked = (parts: readonly Buffer[]) => () =>
      new Request('http://localhost/job/apply', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: streamOf(parts),
        duplex: 'half',
      } as RequestInit);
    const framing = multipartParts({ ...validApplication, legalMiddleName: '' }).reduce(
      (sum, part) => sum + part.length,
      0,
    );
    const statuses: Record<string, number> = {};
    const blocking: string[] = [];
    for (const [name, length] of [
      ['at the limit', applicationBodyLimit - framing],
      ['past the limit', applicationBodyLimit - framing + chunkBytes],
    ] as const) {
      const parts = multipartParts({
        ...validApplication,
        legalMiddleName: Buffer.alloc(length, 0x61),
      });
      const { status, blockedMs } = await send(chunked(parts));
      statuses[name] = status;
      if (blockedMs > maxBlockMs) blocking.push(`${name}: ${blockedMs.toFixed(1)} ms`);
    }
    expect(statuses).toEqual({ 'at the limit': 422, 'past the limit': 413 });
    expect(blocking).toEqual([]);
  }, 60_000);
});
