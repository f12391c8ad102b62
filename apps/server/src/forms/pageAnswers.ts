import { formEndpoints, valuesToKeep, type FormName, type FormSubmission } from '@ngs/forms';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FormsEnv } from './formsEnv';
import { securityHeaders } from '../site/headers';
import { sendHtml, type PageRenderer } from '../site/index';
import { multipartBoundary, readMultipart } from '../uploads/multipart';

/** The form an endpoint receives. */
export const formOfEndpoint: Readonly<Record<string, FormName>> = {
  [formEndpoints.contact]: 'contact',
  [formEndpoints.application]: 'application',
};

/**
 * A form posted by the browser itself, without script (D27), asks for a page: its `Accept`
 * names HTML. The site's own script asks for JSON, and so does any other client by default.
 */
export function wantsPage(c: Context): boolean {
  return /\btext\/html\b/.test(c.req.header('accept') ?? '');
}

/**
 * Marks a form post that wants a page as one, so that every answer to it (success, refusal,
 * fault) is a page rather than JSON. Without the site's renderer, answers stay JSON.
 */
export function answerWithPages(
  form: FormName,
  renderer: PageRenderer,
): MiddlewareHandler<FormsEnv> {
  return async (c, next) => {
    if (wantsPage(c)) {
      c.set('pageAnswer', { form, renderer });
      c.set('refusalPage', (status, error, fields, headers) =>
        refusalPage(c, status, error, fields, headers),
      );
    }
    await next();
  };
}

/** Keeps what the visitor sent, as text, for the page that may have to show it again. */
export function rememberValues(c: Context<FormsEnv>, input: Readonly<Record<string, unknown>>) {
  c.set('submittedValues', valuesToKeep(input));
}

/**
 * The form's page again with what was sent (never the password or files), each field's
 * message, and the problem with the submission as a whole when it is not about fields.
 */
export async function refusalPage(
  c: Context<FormsEnv>,
  status: ContentfulStatusCode,
  error: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
) {
  const answer = c.get('pageAnswer')!;
  const submission: FormSubmission = {
    form: answer.form,
    values: c.get('submittedValues') ?? (await valuesOfUnreadBody(c, status)),
    errors: fields,
    ...(Object.keys(fields).length === 0 ? { problem: error } : {}),
  };
  const page = await answer.renderer.render(
    answer.renderer.formPages[answer.form].page,
    '',
    submission,
  );
  return sendHtml(c, page.html, status, {
    ...securityHeaders,
    'Content-Security-Policy': page.csp,
    'Cache-Control': 'no-store',
    ...headers,
  });
}

/** Refusals that say nothing about the body: what the visitor sent is worth showing again. */
const refusalsBeforeReading = new Set([429, 503]);

/**
 * For a refusal given before the handler read the body (too many attempts, a disk nearly
 * full), the text fields are read now so that the page keeps them: a small form's whole body,
 * a multipart form's text parts (its files are only measured, never kept).
 */
async function valuesOfUnreadBody(c: Context<FormsEnv>, status: number) {
  if (!refusalsBeforeReading.has(status) || c.req.raw.bodyUsed) return {};
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  try {
    if (type === 'application/x-www-form-urlencoded') {
      const text = await c.req.text();
      return text.length <= textBodyLimit
        ? valuesToKeep(Object.fromEntries(new URLSearchParams(text)))
        : {};
    }
    const boundary = multipartBoundary(c.req.header('content-type') ?? '');
    if (type === 'multipart/form-data' && boundary) {
      const form = await readMultipart(c.req.raw.body, boundary, textPartsOnly);
      const texts = Object.fromEntries([...form.texts].map(([name, part]) => [name, part.value]));
      return valuesToKeep(texts);
    }
  } catch {
    // An unreadable body keeps nothing; the page still says what went wrong.
  }
  return {};
}

const textBodyLimit = 64 * 1024;
const textPartsOnly = {
  textBytes: 4 * 1024,
  fileBytes: 0,
  parts: 64,
  headerBytes: 8 * 1024,
  fileFields: new Set<string>(),
};

/** The answer to a stored submission: JSON 201, or for a page, a redirect to its confirmation. */
export function answerStored(c: Context<FormsEnv>, id: string, message: string) {
  const answer = c.get('pageAnswer');
  if (answer) {
    // Post/redirect/get: reloading the confirmation sends nothing again.
    return c.redirect(answer.renderer.formPages[answer.form].sent, 303);
  }
  return c.json({ id, message }, 201);
}
