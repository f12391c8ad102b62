import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { SubmissionStore } from '../storage/submissions';
import { applicationHandler } from './application';
import { contactHandler } from './contact';
import { requestDeadline } from './deadline';
import {
  allowOrigins,
  apiHeaders,
  limitBody,
  limitRate,
  preflight,
  requireMediaType,
} from './guards';
import { fixedWindowLimiter } from './rate-limit';

export interface ApiOptions {
  store: SubmissionStore;
  /** Origins besides the site's own that may post the forms (`SITE_ORIGINS`). */
  siteOrigins: readonly string[];
  /** Submissions per endpoint per client address per minute. */
  rateLimitPerMinute: number;
  requestTimeoutMs: number;
  clientIp: (c: Context<AppEnv>) => string;
}

/** Two resumes of 5 MB plus the text fields and multipart framing. */
export const applicationBodyLimit = 11 * 1024 * 1024;
export const contactBodyLimit = 64 * 1024;

/** The two form endpoints of spec section 7. */
export function createApi(options: ApiOptions): Hono<AppEnv> {
  const origins = new Set(options.siteOrigins);
  const limiter = fixedWindowLimiter({ limit: options.rateLimitPerMinute });
  const guard = (endpoint: string, mediaType: string, maxBytes: number) =>
    [
      apiHeaders,
      requestDeadline(options.requestTimeoutMs),
      allowOrigins(origins),
      limitRate(limiter, endpoint, options.clientIp),
      requireMediaType(mediaType),
      limitBody(maxBytes),
    ] as const;

  const api = new Hono<AppEnv>();
  api.options('/contact', preflight(origins));
  api.options('/job/apply', preflight(origins));
  api.post(
    '/contact',
    ...guard('contact', 'application/json', contactBodyLimit),
    contactHandler(options.store),
  );
  api.post(
    '/job/apply',
    ...guard('apply', 'multipart/form-data', applicationBodyLimit),
    applicationHandler(options.store),
  );
  return api;
}
