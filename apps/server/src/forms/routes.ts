import type { Context } from 'hono';
import { formEndpoints } from '@ngs/forms';
import { Hono } from 'hono';
import type { FormsEnv } from './formsEnv';
import { memoryCounters, type Counters } from '../storage/counters';
import type { SubmissionStore } from '../storage/submissions';
import { applicationHandler } from './application';
import type { ApplicationOpening } from '../careers/openings';
import { addressBucket } from '../http/clientAddress';
import { contactHandler, contactMediaTypes } from './contact';
import { requestDeadline } from './deadline';
import {
  allowOrigins,
  apiHeaders,
  limitBody,
  limitRate,
  preflight,
  requireMediaType,
} from '../http/guards';
import { hashPassword } from '../auth/passwords';
import { refuse } from '../http/problems';
import { rateLimiter, roughly, uploadVolume, type UploadVolume } from '../http/rateLimit';

export interface ApiOptions {
  store: SubmissionStore;
  /** Origins besides the site's own that may post the forms (`SITE_ORIGINS`). */
  siteOrigins: readonly string[];
  /** Submissions per endpoint per client bucket per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Stored upload bytes per client bucket per day; 0: no cap. */
  dailyUploadBytesPerAddress: number;
  /** Stored upload bytes for the whole site per day; 0: no cap. */
  dailyUploadBytes: number;
  requestTimeoutMs: number;
  /** The client's address (see http/clientAddress.ts); limits count per its bucket. */
  clientIp: (c: Context) => string;
  /** Where limits count: shared by every instance on PostgreSQL; this process's memory if unset. */
  counters?: Counters;
  /** D17's hash; replaceable so a test can see that a caught bot pays for it as a person does. */
  hashPassword?: (password: string) => Promise<string>;
  /** The opening an application names, if it takes applications; none without openings. */
  openingTakingApplications?: (id: string) => Promise<ApplicationOpening | undefined>;
}

const noOpenings = () => Promise.resolve(undefined);

/** Two resumes of 5 MB plus the text fields and multipart framing. */
export const applicationBodyLimit = 11 * 1024 * 1024;
export const contactBodyLimit = 64 * 1024;

/**
 * The store, for one request, with the daily upload caps in front of it: the files' bytes are
 * reserved before anything is written and given back if the write fails, so a refused or failed
 * application neither stores anything nor uses up the sender's allowance.
 */
function cappedStore(
  store: SubmissionStore,
  volume: UploadVolume,
  c: Context<FormsEnv>,
  bucket: string,
): SubmissionStore {
  return {
    ...store,
    async saveApplication(application, files) {
      const bytes = files.reduce((sum, file) => sum + file.size, 0);
      const verdict = await volume.reserve(bucket, bytes);
      if (!verdict.allowed) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        const when = roughly(verdict.retryAfterSeconds);
        if (verdict.scope === 'address') {
          throw refuse(
            429,
            `You have sent as many files as we accept from one address in a day. Nothing was stored. Please try again in ${when}.`,
          );
        }
        throw refuse(
          503,
          `We have received as many files as we can take today. Nothing was stored. Please try again in ${when}.`,
        );
      }
      try {
        return await store.saveApplication(application, files);
      } catch (error) {
        await verdict.release();
        throw error;
      }
    },
  };
}

/** The two form endpoints of spec section 7. */
export function createApi(options: ApiOptions): Hono<FormsEnv> {
  const origins = new Set(options.siteOrigins);
  const counters = options.counters ?? memoryCounters();
  const limiter = rateLimiter({ counters, limit: options.rateLimitPerMinute });
  const volume = uploadVolume({
    counters,
    perAddressBytes: options.dailyUploadBytesPerAddress,
    totalBytes: options.dailyUploadBytes,
  });
  const clientBucket = (c: Context<FormsEnv>) => addressBucket(options.clientIp(c));
  const guard = (endpoint: string, mediaTypes: readonly string[], maxBytes: number) =>
    [
      apiHeaders,
      requestDeadline(options.requestTimeoutMs),
      allowOrigins(origins),
      limitRate(limiter, endpoint, clientBucket),
      requireMediaType(mediaTypes),
      limitBody(maxBytes),
    ] as const;

  const api = new Hono<FormsEnv>();
  api.options(formEndpoints.contact, preflight(origins));
  api.options(formEndpoints.application, preflight(origins));
  api.post(
    formEndpoints.contact,
    ...guard('contact', contactMediaTypes, contactBodyLimit),
    contactHandler(options.store),
  );
  api.post(
    formEndpoints.application,
    ...guard('apply', ['multipart/form-data'], applicationBodyLimit),
    (c, next) =>
      applicationHandler(
        cappedStore(options.store, volume, c, clientBucket(c)),
        options.hashPassword ?? hashPassword,
        options.openingTakingApplications ?? noOpenings,
      )(c, next),
  );
  return api;
}
