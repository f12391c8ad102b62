// The form endpoints answer malformed, mistyped, oversized and random bodies with a 4xx JSON
// problem, and stay up.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serverForSuite } from '../src/testing/harness';
import { applicationForm, contactMessage, postContact } from '../src/testing/payloads';
import { fuzzCase, random } from '../src/testing/randomBodies';

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
        let shaped: boolean;
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
    expect((await postContact(suite.server.origin)).status).toBe(201);
    expect(suite.server.stderr()).toBe('');
  });
});
