import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';
import type { LogFields } from './http/log';
import type { SubmissionStore } from './storage/submissions';

const contact = { name: 'Ravi Kumar', email: 'ravi@example.com', message: 'Hello' };

/** The app with a store that fails as told, and the log lines it wrote. */
function appFailingWith(error: unknown) {
  const logged: LogFields[] = [];
  const fail = () => Promise.reject(error);
  const store: SubmissionStore = { saveContactMessage: fail, saveApplication: fail };
  const app = createApp({
    api: { ...readConfig({}), store, clientIp: () => '192.0.2.1' },
    log: (fields) => logged.push(fields),
  });
  const post = (body: string) =>
    app.request('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
  return { post, logged };
}

describe('server faults are never the client’s', () => {
  it('should answer 503 with Retry-After, logged as an error, when the database connection is closed', async () => {
    const { post, logged } = appFailingWith(new TypeError('The database connection is not open'));
    const response = await post(JSON.stringify(contact));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: expect.any(String), fields: {} });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', fault: 'unavailable' }),
    );
  });

  it('should answer 503 with a short Retry-After when SQLite is busy', async () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const response = await appFailingWith(busy).post(JSON.stringify(contact));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
  });

  it('should answer 500, logged as an error, for any other TypeError', async () => {
    const { post, logged } = appFailingWith(new TypeError('Cannot read properties of undefined'));
    const response = await post(JSON.stringify(contact));
    expect(response.status).toBe(500);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', error: 'TypeError' }));
    expect(logged.some((line) => line['level'] === 'warn')).toBe(false);
  });
});
