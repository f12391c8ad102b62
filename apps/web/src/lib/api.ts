import { formEndpoints } from '@ngs/forms';

declare global {
  interface ImportMetaEnv {
    /** Where the form endpoints live; the site's own origin when unset. */
    readonly VITE_API_ORIGIN?: string;
  }
}

export const apiOrigin: string = import.meta.env.VITE_API_ORIGIN ?? '';

/** The forms' endpoints, where `VITE_API_ORIGIN` puts them: fetched with script, posted without. */
export const endpoints = {
  contact: `${apiOrigin}${formEndpoints.contact}`,
  application: `${apiOrigin}${formEndpoints.application}`,
} as const;

/**
 * A refused request. Carries the status and the server's per-field messages, never the body
 * that was sent: what a visitor typed must not end up in logs or error reports.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, fields: Record<string, string> = {}) {
    super(`The server answered ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

/** The `fields` of a 4xx answer `{ error, fields: { field: message } }`, if it has them. */
async function fieldsOf(response: Response): Promise<Record<string, string>> {
  if (response.status < 400 || response.status >= 500) return {};
  try {
    const body: unknown = await response.json();
    const fields = (body as { fields?: unknown } | null)?.fields;
    if (typeof fields !== 'object' || fields === null) return {};
    return Object.fromEntries(
      Object.entries(fields).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

// JSON answers: without `Accept`, a post is a form sent without script, answered with a page.
async function post(url: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  const response = await fetch(url, { method: 'POST', ...init, headers });
  if (!response.ok) throw new ApiError(response.status, await fieldsOf(response));
  return response;
}

/** POSTs `body` as JSON; throws an `ApiError` unless the answer is 2xx. */
export function postJson(url: string, body: unknown): Promise<Response> {
  return post(url, {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** POSTs multipart form data; the browser writes the Content-Type with its boundary. */
export function postForm(url: string, body: FormData): Promise<Response> {
  return post(url, { body });
}
