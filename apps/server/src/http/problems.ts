import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { refusalPage } from './pageAnswers';

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

/** A refusal in JSON, or as the form's page for a form posted without script (D27). */
export async function problemResponse(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  error: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  if (c.get('pageAnswer')) return refusalPage(c, status, error, fields, headers);
  return c.json<Problem>({ error, fields }, status, { 'Cache-Control': 'no-store', ...headers });
}
