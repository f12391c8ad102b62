// The limits against abuse: submissions per minute, and uploads that stall.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serverForSuite } from '../src/testing/harness';
import { applicationForm, postContact } from '../src/testing/payloads';

describe('the abuse limits', () => {
  const suite = serverForSuite('sqlite', {
    RATE_LIMIT_PER_MINUTE: '3',
    REQUEST_TIMEOUT_MS: '1500',
  });

  it('should answer the fourth submission in a minute with 429 and Retry-After', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postContact(suite.server.origin)).status).toBe(201);
    }
    const refused = await postContact(suite.server.origin);
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
