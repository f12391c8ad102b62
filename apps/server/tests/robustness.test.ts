import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serverForSuite } from './harness';
import { applicationForm, contactMessage, postJson } from './payloads';

/** A small seeded PRNG (mulberry32): the same 1,000 bodies on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

type Random = ReturnType<typeof random>;

// Field names of both forms, but never the honeypot: a filled honeypot is answered 201 on purpose.
const fieldNames = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'resume',
  'coverLetter',
  'password',
  'legalFirstName',
  'legalLastName',
  'countryCode',
  'phoneNumber',
  'relocate',
  'agreement',
  'checkBoxagreement',
  'ngsID',
  'applicationType',
  '__proto__',
  'constructor',
  '',
];

/** Text without '@', so no generated body can ever be a valid submission. */
function randomText(rng: Random, max = 200): string {
  const alphabets = ['abcXYZ 019', '<>&"\'\\/{}[]', 'é履歴書😀\u0000\u202e', '\r\n\t;=--'];
  const alphabet = Array.from(rng.pick(alphabets));
  return Array.from({ length: rng.int(max) }, () => rng.pick(alphabet)).join('');
}

function randomJson(rng: Random, depth = 0): unknown {
  const kind = rng.int(depth > 3 ? 5 : 7);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.next() < 0.5;
    case 2:
      return rng.pick([0, -1, 1e308, Number.MAX_SAFE_INTEGER, 3.14]);
    case 3:
    case 4:
      return randomText(rng, 60);
    case 5:
      return Array.from({ length: rng.int(5) }, () => randomJson(rng, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: rng.int(8) }, () => [
          rng.pick(fieldNames),
          randomJson(rng, depth + 1),
        ]),
      );
  }
}

function randomMultipart(rng: Random, boundary: string): string {
  const parts = Array.from({ length: rng.int(6) }, () => {
    const name = rng.pick(fieldNames);
    const file = rng.next() < 0.4 ? `; filename="${randomText(rng, 20).replace(/"/g, '')}"` : '';
    const broken = rng.next() < 0.3;
    return `--${broken ? randomText(rng, 5) : boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${randomText(rng, 300)}\r\n`;
  });
  return `${parts.join('')}${rng.next() < 0.7 ? `--${boundary}--\r\n` : ''}`;
}

interface FuzzCase {
  path: string;
  contentType: string | undefined;
  body: Uint8Array | string;
}

function fuzzCase(rng: Random): FuzzCase {
  const path = rng.pick(['/contact', '/job/apply']);
  const boundary = `----fuzz${rng.int(1e9)}`;
  const contentType = rng.pick([
    'application/json',
    'application/json; charset=utf-8',
    'multipart/form-data',
    `multipart/form-data; boundary=${boundary}`,
    'multipart/form-data; boundary=',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'garbage',
    undefined,
  ]);
  const bodyKind = rng.int(4);
  let body: Uint8Array | string;
  if (bodyKind === 0) {
    body = new Uint8Array(Array.from({ length: rng.int(4096) }, () => rng.int(256)));
  } else if (bodyKind === 1) {
    body = randomText(rng, 2000);
  } else if (bodyKind === 2) {
    body = JSON.stringify(randomJson(rng)) ?? 'null';
  } else {
    body = randomMultipart(rng, boundary);
  }
  return { path, contentType, body };
}

describe('the form endpoints under bad input', () => {
  const suite = serverForSuite('sqlite');

  const send = async (path: string, body: RequestInit['body'], contentType?: string) => {
    const response = await fetch(suite.server.origin + path, {
      method: 'POST',
      body,
      headers: contentType === undefined ? {} : { 'Content-Type': contentType },
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) as unknown };
  };

  it.each([
    ['{bad', 400],
    ['', 400],
    ['{"name": "Ravi",}', 400],
    ['[]', 400],
    ['"just a string"', 400],
    ['null', 400],
    ['\u0000\u0001', 400],
    [`${'['.repeat(30_000)}${']'.repeat(30_000)}`, 400],
  ])('should answer malformed JSON %# with %i and a JSON problem', async (body, expected) => {
    const { status, json } = await send('/contact', body, 'application/json');
    expect(status).toBe(expected);
    expect(json()).toEqual({ error: expect.any(String), fields: {} });
  });

  it.each([
    ['/contact', 'text/plain'],
    ['/contact', 'multipart/form-data; boundary=x'],
    ['/contact', undefined],
    ['/job/apply', 'application/json'],
    ['/job/apply', 'text/plain'],
    ['/job/apply', undefined],
  ])('should answer %s sent as %s with 415', async (path, contentType) => {
    const { status, json } = await send(path, new TextEncoder().encode('{}'), contentType);
    expect(status).toBe(415);
    expect(json()).toEqual({ error: expect.any(String), fields: {} });
  });

  it('should answer a multipart body without boundary, or with a broken one, with 400', async () => {
    const form = 'Content-Disposition: form-data; name="email"\r\n\r\nx\r\n';
    expect((await send('/job/apply', form, 'multipart/form-data')).status).toBe(400);
    expect((await send('/job/apply', form, 'multipart/form-data; boundary=')).status).toBe(400);
    expect(
      (await send('/job/apply', `--zz\r\n${form}`, 'multipart/form-data; boundary=zz')).status,
    ).toBe(400);
  });

  it('should answer bodies over the limits with 413 before reading them', async () => {
    const bigContact = JSON.stringify(contactMessage({ message: 'x'.repeat(70 * 1024) }));
    const contact = await send('/contact', bigContact, 'application/json');
    expect(contact.status).toBe(413);
    expect(contact.json()).toEqual({ error: expect.any(String), fields: {} });

    const form = applicationForm(undefined, {
      resume: { bytes: new Uint8Array(6 * 1024 * 1024), name: 'a.pdf' },
      coverLetter: { bytes: new Uint8Array(6 * 1024 * 1024), name: 'b.pdf' },
    });
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    // The server must answer from the declared length alone: send the headers and the first
    // slice of the 12 MB, and never more, so nothing waits on a body the server will not read.
    const status = await new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(suite.server.origin);
      let answered = false;
      const outgoing = request(
        {
          hostname,
          port,
          path: '/job/apply',
          method: 'POST',
          headers: {
            'Content-Type': encoded.headers.get('content-type') ?? '',
            'Content-Length': String(body.length),
          },
        },
        (response) => {
          answered = true;
          response.resume();
          resolve(response.statusCode ?? 0);
          outgoing.destroy();
        },
      );
      outgoing.on('error', (error) => {
        if (!answered) reject(error);
      });
      outgoing.write(body.subarray(0, 64 * 1024));
    });
    expect(status).toBe(413);
  });

  it('should answer an oversized body without Content-Length (chunked) with 413', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x7b);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 200 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${suite.server.origin}/contact`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('should answer 1,000 random bodies with 4xx, never 5xx, and stay up', async () => {
    const rng = random(20_261_122);
    const cases = Array.from({ length: 1000 }, () => fuzzCase(rng));
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const index = next++;
        const { path, contentType, body } = cases[index]!;
        const response = await fetch(suite.server.origin + path, {
          method: 'POST',
          body: typeof body === 'string' ? body : body.slice(),
          headers: contentType === undefined ? {} : { 'Content-Type': contentType },
        });
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        let shaped = false;
        try {
          const parsed = JSON.parse(text) as { error?: unknown; fields?: unknown };
          shaped = typeof parsed.error === 'string' && typeof parsed.fields === 'object';
        } catch {
          shaped = false;
        }
        if (response.status < 400 || response.status >= 500 || !shaped) {
          failures.push(
            `#${index} ${path} ${contentType}: ${response.status} ${text.slice(0, 200)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    // Each kind of refusal was reached, not only the first gate.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 415, 422]));

    expect(suite.server.child.exitCode).toBeNull();
    expect((await fetch(`${suite.server.origin}/`)).status).toBe(200);
    expect((await postJson(suite.server.origin, '/contact', contactMessage())).status).toBe(201);
    expect(suite.server.stderr()).toBe('');
  });
});

describe('the abuse limits', () => {
  const suite = serverForSuite('sqlite', {
    RATE_LIMIT_PER_MINUTE: '3',
    REQUEST_TIMEOUT_MS: '1500',
  });

  it('should answer the fourth submission in a minute with 429 and Retry-After', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postJson(suite.server.origin, '/contact', contactMessage())).status).toBe(201);
    }
    const refused = await postJson(suite.server.origin, '/contact', contactMessage());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: expect.any(String), fields: {} });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Each endpoint counts on its own.
    const application = await fetch(`${suite.server.origin}/job/apply`, {
      method: 'POST',
      body: applicationForm(),
    });
    expect(application.status).toBe(201);
  });

  it('should answer an upload that stalls with 408 JSON and store nothing', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>(
      (resolve, reject) => {
        const url = new URL(`${suite.server.origin}/job/apply`);
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: {
              'Content-Type': 'multipart/form-data; boundary=slow',
              'Transfer-Encoding': 'chunked',
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
            res.on('end', () => {
              req.destroy();
              resolve({ status: res.statusCode ?? 0, body: text });
            });
          },
        );
        req.on('error', reject);
        // Half a form, then nothing: the server must not wait forever.
        req.write('--slow\r\nContent-Disposition: form-data; name="email"\r\n\r\n');
      },
    );
    expect(status).toBe(408);
    expect(JSON.parse(body)).toEqual({ error: expect.any(String), fields: {} });
    const [row] = await suite.backend.query<{ count: number }>(
      'select count(*) as count from applications',
    );
    expect(row!.count).toBe(1);
  });
});
