import { randomUUID } from 'node:crypto';
import { contactPage } from '@ngs/content';
import { contactSchema, fieldErrors } from '@ngs/forms';
import type { Handler } from 'hono';
import type { AppEnv } from '../context';
import type { SubmissionStore } from '../storage/submissions';
import { isHoneypotFilled } from './honeypot';
import { invalidFieldsError, refuse } from './problems';

/** POST /contact: the contact form's JSON (spec section 7, D12). */
export function contactHandler(store: SubmissionStore): Handler<AppEnv> {
  return async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw refuse(400, 'The body is not valid JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw refuse(400, 'The body must be a JSON object.');
    }
    if (isHoneypotFilled((body as Record<string, unknown>)['website'])) {
      c.set('spam', true);
      return c.json({ id: randomUUID(), message: contactPage.toasts.success }, 201);
    }
    const parsed = contactSchema.safeParse(body);
    if (!parsed.success) throw refuse(422, invalidFieldsError, fieldErrors(parsed.error));
    if (!c.get('deadline').claim()) throw refuse(408, 'The request took too long.');
    const id = await store.saveContactMessage(parsed.data);
    c.set('storedId', id);
    return c.json({ id, message: contactPage.toasts.success }, 201);
  };
}
