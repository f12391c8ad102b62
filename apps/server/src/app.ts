import { candidatePaths, formEndpoints, staffPaths } from '@ngs/forms';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createApi, type ApiOptions } from './forms/routes';
import { answerWithPages, formOfEndpoint } from './forms/pageAnswers';
import { ApiError, problemResponse } from './http/problems';
import type { AppEnv } from './http/env';
import { requestLog, type Log } from './http/log';
import { storageFault } from './storage/errors';
import type { PageRenderer } from './site/pages';
import { requireFreeSpace, type FreeSpaceGuard } from './storage/freeSpace';
import { createStaffApi, type StaffApiOptions } from './staff/api';
import { createCandidatePages } from './candidate/pages';
import { createStaffPages } from './staff/pages';
import { createJobAlertPages, type JobAlertPagesOptions } from './careers/jobAlertPages';

export interface AppOptions {
  api: ApiOptions;
  /**
   * The site's renderer: with it, a form posted without script (D27) is answered with pages,
   * its page again on a refusal or its confirmation once stored.
   */
  renderer?: PageRenderer;
  /** The prerendered site (createSite): every GET and HEAD the API does not answer. */
  site?: Hono;
  log: Log;
  /** Refuse applications while the data's disk is nearly full (SQLite's data folder). */
  freeSpace?: FreeSpaceGuard;
  /** The staff area's API (sign-in and what needs it). */
  staff?: StaffApiOptions;
  /** Job alerts' pages: the form on /career, its confirmation and the unsubscribe links. */
  jobAlerts?: Omit<JobAlertPagesOptions, 'renderer'>;
}

/** The production server: the form endpoints beside the static site, on one port. */
export function createApp({
  api,
  site,
  log,
  freeSpace,
  renderer,
  staff,
  jobAlerts,
}: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestLog(log));
  if (renderer) {
    for (const [endpoint, form] of Object.entries(formOfEndpoint)) {
      app.post(endpoint, answerWithPages(form, renderer));
    }
  }
  if (freeSpace) app.post(formEndpoints.application, requireFreeSpace(freeSpace, log));
  app.route('/', createApi(api));
  if (staff) app.route(staffPaths.api, createStaffApi(staff));
  // The signed-in screens are rendered by the site's renderer from what the server reads.
  if (staff && renderer) {
    app.route(staffPaths.home, createStaffPages({ ...staff, renderer }));
    app.route(candidatePaths.home, createCandidatePages({ ...staff, renderer }));
  }
  // Mounted even without the renderer: alerts already sent carry links that must keep working.
  if (jobAlerts) {
    app.route('/', createJobAlertPages({ ...jobAlerts, ...(renderer ? { renderer } : {}) }));
  }
  if (site) app.route('/', site);

  app.notFound((c) => problemResponse(c, 404, 'Not found.'));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return problemResponse(c, error.status, error.problem.error, error.problem.fields);
    }
    if (error instanceof HTTPException) {
      return problemResponse(c, error.status, error.message || 'The request could not be read.');
    }
    // Only the kind of error: messages may quote submitted values. A body that cannot be read
    // never gets here: the handlers answer it with 400 themselves.
    const code = (error as { code?: unknown }).code;
    const problem = { requestId: c.get('requestId'), error: error.name, code: String(code ?? '') };
    const fault = storageFault(error);
    if (fault) {
      log({ level: 'error', event: 'storage', fault: fault.kind, ...problem });
      const retry = { 'Retry-After': String(fault.retryAfterSeconds) };
      return problemResponse(c, 503, fault.message, {}, retry);
    }
    log({ level: 'error', ...problem });
    return problemResponse(c, 500, 'Something went wrong on our side. Nothing was stored.');
  });
  return app;
}
