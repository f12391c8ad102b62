import { contactPage } from '@ngs/content';
import { contactSchema, fieldErrors } from '@ngs/forms';
import type { Context, Handler } from 'hono';
import type { FormsEnv } from './formsEnv';
import type { SubmissionStore } from '../storage/submissions';
import { answerAsStored, isHoneypotFilled } from './honeypot';
import { answerStored, rememberValues } from './pageAnswers';
import { invalidFieldsError, refuse } from '../http/problems';

/** The media types the contact endpoint reads: the site's script sends JSON, a browser a form. */
export const contactMediaTypes = ['application/json', 'application/x-www-form-urlencoded'];

/** The body as an object of fields: JSON from the site's script, urlencoded from a plain form. */
async function readFields(c: Context<FormsEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw refuse(400, 'The body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw refuse(400, 'The body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** POST /contact: the contact form (spec section 7, D12), as JSON or as a form sent without script. */
export function contactHandler(store: SubmissionStore): Handler<FormsEnv> {
  return async (c) => {
    const fields = await readFields(c);
    rememberValues(c, fields);
    const parsed = contactSchema.safeParse(fields);
    if (!parsed.success) throw refuse(422, invalidFieldsError, fieldErrors(parsed.error));
    if (!c.get('deadline').claim()) throw refuse(408, 'The request took too long.');
    if (isHoneypotFilled(fields['website'])) {
      return answerAsStored(c, contactPage.toasts.success);
    }
    const id = await store.saveContactMessage(parsed.data);
    c.set('storedId', id);
    return answerStored(c, id, contactPage.toasts.success);
  };
}
