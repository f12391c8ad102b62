import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every refusal has this shape: a sentence, and the message of each field at fault. */
export interface Problem {
  error: string;
  fields: Record<string, string>;
}

export const invalidFieldsError = 'Some fields need attention.';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly problem: Problem,
  ) {
    super(problem.error);
    this.name = 'ApiError';
  }
}

export const refuse = (
  status: ContentfulStatusCode,
  error: string,
  fields: Record<string, string> = {},
) => new ApiError(status, { error, fields });

/** Answers a refusal with the form's page: set for a form posted without script (D27). */
export type RefusalPage = (
  status: ContentfulStatusCode,
  error: string,
  fields: Record<string, string>,
  headers: Record<string, string>,
) => Promise<Response>;

/** A refusal in JSON, or as the form's page for a form posted without script (D27). */
export async function problemResponse(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const refusalPage: RefusalPage | undefined = c.get('refusalPage');
  if (refusalPage) return refusalPage(status, error, fields, headers);
  return c.json<Problem>({ error, fields }, status, { 'Cache-Control': 'no-store', ...headers });
}
