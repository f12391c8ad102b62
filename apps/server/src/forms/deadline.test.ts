import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/env';
import { currentStorageSignal } from '../storage/abort';
import { requestDeadline, unconfirmedError } from './deadline';

/** A route whose handler claims the deadline, then runs `commit`. */
function appCommitting(commit: () => Promise<void>, ms = 20) {
  const app = new Hono<AppEnv>();
  app.post('/', requestDeadline(ms), async (c) => {
    if (!c.get('deadline').claim()) return c.json({ error: 'late', fields: {} }, 408);
    try {
      await commit();
    } catch {
      return c.json({ error: 'cancelled', fields: {} }, 503);
    }
    return c.json({ id: 'stored' }, 201);
  });
  return app;
}

describe('requestDeadline', () => {
  it('should answer 503 "could not confirm" when a claimed commit never ends, not wait for it', async () => {
    const app = appCommitting(() => new Promise<void>(() => undefined));
    const response = await app.request('/', { method: 'POST' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: unconfirmedError, fields: {} });
    expect(response.headers.get('retry-after')).toBe('60');
  });

  it('should cancel the storage work of a claimed commit that runs late, and answer how it ended', async () => {
    const app = appCommitting(
      () =>
        new Promise<void>((_resolve, reject) => {
          currentStorageSignal()?.addEventListener('abort', () => reject(new Error('cancelled')));
        }),
    );
    const response = await app.request('/', { method: 'POST' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'cancelled', fields: {} });
  });
});
