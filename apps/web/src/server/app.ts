import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createApi, type ApiOptions } from './api/index';
import { ApiError, problemResponse } from './api/problems';
import type { AppEnv } from './context';
import { requestLog, type Log } from './log';

export interface AppOptions {
  api: ApiOptions;
  /** The prerendered site (createSite): every GET and HEAD the API does not answer. */
  site?: Hono;
  log: Log;
}

/** The production server: the form endpoints beside the static site, on one port. */
export function createApp({ api, site, log }: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestLog(log));
  app.route('/', createApi(api));
  if (site) app.route('/', site);

  app.notFound((c) => problemResponse(c, 404, 'Not found.'));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return problemResponse(c, error.status, error.problem.error, error.problem.fields);
    }
    if (error instanceof HTTPException) {
      return problemResponse(c, error.status, error.message || 'The request could not be read.');
    }
    // Only the kind of error: messages may quote submitted values.
    const code = (error as { code?: unknown }).code;
    const problem = { requestId: c.get('requestId'), error: error.name, code: String(code ?? '') };
    // Body parsing errors surface as TypeError or SyntaxError: the client sent something broken.
    if (error instanceof TypeError || error instanceof SyntaxError) {
      log({ level: 'warn', ...problem });
      return problemResponse(c, 400, 'The request could not be read.');
    }
    log({ level: 'error', ...problem });
    return problemResponse(c, 500, 'Something went wrong on our side. Nothing was stored.');
  });
  return app;
}
