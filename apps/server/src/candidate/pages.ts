import type { Context } from 'hono';
import { Hono } from 'hono';
import { candidateArea } from '@ngs/content';
import { candidatePaths, routeIn, type CandidateView, type SignInState } from '@ngs/forms';
import type { AppEnv } from '../http/env';
import { candidateApplications, deleteCandidateData, withdrawApplication } from './applications';
import {
  candidateSessionFor,
  candidateSessionTtlMs,
  requestSignInLink,
  signInLinkIsValid,
  signInWithLink,
  signInWithPassword,
  signOutCandidate,
  type CandidateSession,
} from './sessions';
import { clearAreaCookie, type AreaCookie } from '../auth/cookies';
import { trustedDeviceTtlMs } from '../auth/devices';
import { maxFormBytes, readForm, seeOther, sendView } from '../auth/areaResponses';
import { limitBody } from '../http/guards';
import { signedInArea, type SignedInPagesOptions } from '../auth/signedInArea';

const root = candidatePaths.home;
const signInPath = candidatePaths.signIn;
/** A route of these pages, which are mounted at `/candidate`. */
const route = (pattern: string) => routeIn(root, pattern);

/** What a request of the candidate's area carries once its session is checked. */
type CandidateEnv = AppEnv & {
  Variables: {
    /** The candidate's session, its cookie's token and the form they sent. */
    candidate: CandidateSession;
    candidateToken: string;
    candidateForm: Record<string, string>;
  };
};
/** The candidate's session cookie: sent only to /candidate, never to scripts or other sites. */
export const candidateCookie: AreaCookie = {
  name: 'ngs_candidate',
  path: root,
  ttlMs: candidateSessionTtlMs,
};
const candidateDeviceCookie: AreaCookie = {
  name: 'ngs_candidate_device',
  path: root,
  ttlMs: trustedDeviceTtlMs,
};

export type CandidatePagesOptions = SignedInPagesOptions;

/**
 * The candidate's page (D31): sign in with an application's email and password to see that
 * application, or with a link sent to the address to see every application sent from it; then
 * withdraw one, or delete everything. The same protections as the staff area: attempts counted
 * per address before any check, a rate limit per network, cookies only this area receives, and
 * a form token on every change.
 */
export function createCandidatePages(options: CandidatePagesOptions): Hono<CandidateEnv> {
  const { db, renderer } = options;
  const now = options.now ?? (() => new Date());
  const origins = new Set(options.siteOrigins);
  const pages = new Hono<CandidateEnv>();
  // A body is cut off as it streams past the largest form, never buffered whole to be measured.
  pages.post('*', limitBody(maxFormBytes));

  const signInPage = (c: Context<CandidateEnv>, form: SignInState, status = 200) =>
    sendView(c, renderer, { screen: 'candidate-sign-in', form }, status);
  const area = signedInArea(options, {
    name: 'candidate',
    cookie: candidateCookie,
    deviceCookie: candidateDeviceCookie,
    fields: ['password'],
    required: candidateArea.signIn.required,
    refused: candidateArea.signIn.refused,
    page: signInPage,
    signIn: (db, form, context) =>
      signInWithPassword(db, { email: form.email, password: form.password ?? '' }, context),
    sessionFor: candidateSessionFor,
    endSession: signOutCandidate,
  });

  pages.get(route(candidatePaths.signIn), async (c) => {
    if (await area.signedIn(c)) return seeOther(c, root);
    const notice =
      c.req.query('deleted') !== undefined
        ? candidateArea.signIn.deleted
        : c.req.query('signed-out') !== undefined
          ? candidateArea.signedOut
          : undefined;
    return signInPage(c, { email: '', ...(notice ? { notice } : {}) });
  });

  pages.post(route(candidatePaths.signIn), (c) => area.answerSignIn(c, () => root));

  // The link by e-mail: asked for with an address, answered alike whoever owns it.
  pages.post(route(candidatePaths.signInLink), async (c) => {
    const form = await readForm(c, origins);
    const email = (form?.email ?? '').trim().slice(0, 320);
    if (!form || !email) {
      return signInPage(c, { email, error: candidateArea.link.required }, 400);
    }
    const verdict = await options.signInLimiter.take(`candidate-link ${options.clientBucket(c)}`);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      const error = `Too many requests from this network. Try again in ${verdict.retryAfterSeconds} seconds.`;
      return signInPage(c, { email, error }, 429);
    }
    await requestSignInLink(db, email, { now: now(), log: options.log, site: options.siteUrl });
    options.onMailQueued?.();
    return sendView(c, renderer, { screen: 'candidate-link-sent', email });
  });

  // Opening the link only asks to confirm: mail scanners that follow links use nothing up.
  pages.get(route(candidatePaths.link), async (c) => {
    const token = c.req.query('token') ?? '';
    const valid = token !== '' && (await signInLinkIsValid(db, token, now()));
    return sendView(
      c,
      renderer,
      { screen: 'candidate-link', token: valid ? token : '', valid },
      valid ? 200 : 400,
    );
  });

  pages.post(route(candidatePaths.link), async (c) => {
    const form = await readForm(c, origins);
    const result = form?.token
      ? await signInWithLink(db, form.token, { now: now(), log: options.log })
      : null;
    if (!result?.ok) {
      return sendView(c, renderer, { screen: 'candidate-link', token: '', valid: false }, 400);
    }
    await area.keepSignedIn(c, result);
    return seeOther(c, root);
  });

  pages.use(
    '*',
    area.requireSession<CandidateEnv>({
      signedOut: (c) => seeOther(c, signInPath),
      keep: (c, { session, token, form }) => {
        c.set('candidate', session);
        c.set('candidateToken', token);
        if (form) c.set('candidateForm', form);
      },
    }),
  );

  async function candidatePage(
    c: Context<CandidateEnv>,
    feedback: CandidateView['feedback'],
    status = 200,
  ) {
    const session = c.get('candidate');
    const applications = await candidateApplications(db, session);
    return sendView(
      c,
      renderer,
      {
        screen: 'candidate',
        email: session.email,
        scope: session.scope,
        csrfToken: session.csrfToken,
        applications: applications.map((application) => ({
          id: application.id,
          submittedAt: application.submittedAt,
          type: application.applicationType,
          status: application.status,
          role: application.role,
          fileNames: application.fileNames,
        })),
        feedback,
      },
      status,
    );
  }

  pages.get(route(candidatePaths.home), (c) =>
    candidatePage(c, c.req.query('withdrawn') !== undefined ? { withdrawn: 'yes' } : {}),
  );

  pages.post(route(candidatePaths.signOut), async (c) => {
    await area.signOut(c, c.get('candidateToken'));
    return seeOther(c, `${signInPath}?signed-out`);
  });

  // Both forms post to the page's own address, so a refused one is answered with the page.
  pages.post(route(candidatePaths.home), async (c) => {
    const form = c.get('candidateForm');
    const session = c.get('candidate');
    if (form.confirm !== 'yes') {
      const error =
        form.intent === 'delete'
          ? candidateArea.deleteAll.notConfirmed
          : candidateArea.withdraw.notConfirmed;
      return candidatePage(c, { error }, 400);
    }
    if (form.intent === 'delete') {
      await deleteCandidateData(db, { session, now: now(), erasure: options.erasure ?? {} });
      options.onMailQueued?.();
      clearAreaCookie(c, candidateCookie, { secure: options.secureCookies });
      return seeOther(c, `${signInPath}?deleted`);
    }
    const result = await withdrawApplication(db, {
      session,
      applicationId: form.application ?? '',
      now: now(),
    });
    if (result === 'not-found')
      return candidatePage(c, { error: candidateArea.withdraw.notFound }, 404);
    if (result === 'withdrawn') options.onMailQueued?.();
    return seeOther(c, `${root}?withdrawn`);
  });

  return pages;
}
