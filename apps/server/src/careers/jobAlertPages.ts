import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jobAlerts } from '@ngs/content';
import {
  fieldErrors,
  jobAlertSubscriptionSchema,
  jobAlertsPagePattern,
  jobAlertsPath,
  type JobAlertStep,
  type JobAlertsView,
} from '@ngs/forms';
import { maxFormBytes, readForm, seeOther } from '../auth/areaResponses';
import { isHoneypotFilled } from '../forms/honeypot';
import type { AppEnv } from '../http/env';
import { limitBody, originAllowed } from '../http/guards';
import type { Log } from '../http/log';
import { invalidFieldsError, problemResponse } from '../http/problems';
import type { RateLimiter } from '../http/rateLimit';
import { securityHeaders } from '../site/headers';
import { sendHtml } from '../site/index';
import type { PageRenderer } from '../site/pages';
import type { Database } from '../storage/schema';
import {
  confirmJobAlerts,
  confirmationLinkIsValid,
  subscribeToJobAlerts,
  unsubscribeJobAlerts,
  unsubscribeLinkIsValid,
} from './jobAlerts';

export interface JobAlertPagesOptions {
  db: Kysely<Database>;
  /** Without it (a build without the site's renderer) the answers are JSON. */
  renderer?: PageRenderer;
  /** Origins besides the site's own whose pages may post the form (`SITE_ORIGINS`). */
  siteOrigins: readonly string[];
  /** Subscriptions per client bucket per minute, as the other public forms count them. */
  limiter: RateLimiter;
  clientBucket: (c: Context) => string;
  /** The site's public origin, for the links in the mail. */
  siteUrl: string;
  log: Log;
  now?: () => Date;
  /** A confirmation mail was queued: the sender should look now. */
  onMailQueued?: () => void;
}

const { messages } = jobAlerts;

/** Whatever these pages answer: private (some carry a link's token), never indexed. */
const privateHeaders = {
  ...securityHeaders,
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/**
 * The job alerts' pages (issue 34, D41), without sign-in: the form, its answers, and what the
 * links in the mail open. Every form is a plain post answered with a redirect (done) or the page
 * again (refused), so all of it works without script (D27).
 *
 * A link only ever opens a page with a button: a mail scanner that follows links confirms and
 * unsubscribes nothing. The button's post, and a mail program's one-click post (RFC 8058), do.
 */
export function createJobAlertPages(options: JobAlertPagesOptions): Hono<AppEnv> {
  const { db, renderer, log } = options;
  const now = options.now ?? (() => new Date());
  const origins = new Set(options.siteOrigins);
  const pages = new Hono<AppEnv>();

  async function answer(c: Context, view: JobAlertsView, status = 200) {
    if (!renderer) {
      const code = status as ContentfulStatusCode;
      if (status < 400) return c.json({ step: view.step }, code);
      const error = view.problem ?? (view.errors ? invalidFieldsError : 'This link is not valid.');
      return problemResponse(c, code, error, { ...view.errors });
    }
    const url = new URL(c.req.url);
    const page = await renderer.renderCareers(jobAlertsPath(view.step), url.search, view);
    return sendHtml(c, page.html, status, {
      ...privateHeaders,
      'Content-Security-Policy': page.csp,
    });
  }
  const view = (step: JobAlertStep, more: Omit<JobAlertsView, 'page' | 'step'> = {}) =>
    ({ page: 'alerts', step, ...more }) satisfies JobAlertsView;

  // The other steps' pages are the build's, served with the site (`builtJobAlertSteps`).

  // A body is cut off as it streams past the largest form, never buffered whole to be measured.
  pages.post(jobAlertsPagePattern.replace(':step', '*'), limitBody(maxFormBytes));

  pages.post(jobAlertsPath('subscribe'), async (c) => {
    if (!originAllowed(c, origins)) {
      return answer(c, view('subscribe', { problem: messages.otherSite }), 403);
    }
    const form = await readForm(c, origins);
    if (!form) return answer(c, view('subscribe', { problem: messages.otherSite }), 400);
    const typed = { email: (form.email ?? '').slice(0, 1000), consent: form.consent !== undefined };
    const verdict = await options.limiter.take(`job-alerts ${options.clientBucket(c)}`);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      const problem = messages.tooMany(verdict.retryAfterSeconds);
      return answer(c, view('subscribe', { form: typed, problem }), 429);
    }
    const parsed = jobAlertSubscriptionSchema.safeParse(form);
    if (!parsed.success) {
      return answer(c, view('subscribe', { form: typed, errors: fieldErrors(parsed.error) }), 422);
    }
    // A bot that filled the hidden field is answered as a person is, and nothing is sent.
    if (isHoneypotFilled(form.website)) return seeOther(c, jobAlertsPath('sent'));
    const outcome = await subscribeToJobAlerts(db, parsed.data.email, {
      consentText: jobAlerts.consent,
      now: now(),
      site: options.siteUrl,
    });
    if (outcome === 'mailed') options.onMailQueued?.();
    log({ event: 'job-alerts-asked', outcome });
    return seeOther(c, jobAlertsPath('sent'));
  });

  pages.get(jobAlertsPath('confirm'), async (c) => {
    const token = c.req.query('token') ?? '';
    const valid = await confirmationLinkIsValid(db, token, now());
    return answer(c, view('confirm', { token: valid ? token : '', valid }), valid ? 200 : 400);
  });

  pages.post(jobAlertsPath('confirm'), async (c) => {
    const form = await readForm(c, origins);
    const confirmed = form?.token ? await confirmJobAlerts(db, form.token, now()) : false;
    if (!confirmed) return answer(c, view('confirm', { token: '', valid: false }), 400);
    log({ event: 'job-alerts-confirmed' });
    return seeOther(c, jobAlertsPath('subscribed'));
  });

  pages.get(jobAlertsPath('unsubscribe'), async (c) => {
    const token = c.req.query('token') ?? '';
    const valid = await unsubscribeLinkIsValid(db, token);
    return answer(c, view('unsubscribe', { token: valid ? token : '', valid }), valid ? 200 : 400);
  });

  // RFC 8058: a mail program posts `List-Unsubscribe=One-Click` to the header's address, from
  // no page of ours (so no origin or form token is asked for), as url-encoded or multipart. The
  // token in the address is what counts; the page's own button sends it as a field.
  pages.post(jobAlertsPath('unsubscribe'), async (c) => {
    let token = c.req.query('token') ?? '';
    if (
      !token &&
      /^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')
    ) {
      const body = await c.req.text().catch(() => '');
      token = new URLSearchParams(body).get('token') ?? '';
    }
    const unsubscribed = await unsubscribeJobAlerts(db, token);
    if (!unsubscribed) return answer(c, view('unsubscribe', { token: '', valid: false }), 400);
    log({ event: 'job-alerts-unsubscribed' });
    return seeOther(c, jobAlertsPath('unsubscribed'));
  });

  return pages;
}
