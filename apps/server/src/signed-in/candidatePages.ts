import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { candidateArea } from '@ngs/content';
import type { CandidateView, SignInState } from '@ngs/forms';
import type { AppEnv } from '../context';
import { staffTexts } from '../staff-auth/routes';
import {
  candidateApplications,
  deleteCandidateData,
  withdrawApplication,
} from '../candidate-account/applications';
import {
  candidateSessionFor,
  candidateSignInPolicy,
  signInCandidate,
  signOutCandidate,
} from '../candidate-account/sessions';
import { isHttps } from '../api/guards';
import { readSessionForm, seeOther, sendView } from './responses';
import { answerSignIn, type SignedInPagesOptions } from './signIn';

/** The candidate's session cookie: sent only to /candidate, never to scripts or other sites. */
export const candidateCookie = 'ngs_candidate';
const root = '/candidate';
const signInPath = `${root}/sign-in`;

export type CandidatePagesOptions = SignedInPagesOptions;

/**
 * The candidate's page: sign in with the email and password of an application, see every
 * application sent with that email, withdraw one, or delete everything. The same protections as
 * the staff area: a lockout per address, a rate limit per network, a session cookie only this
 * area receives, and a form token on every change.
 */
export function createCandidatePages(options: CandidatePagesOptions): Hono<AppEnv> {
  const { db, renderer } = options;
  const now = options.now ?? (() => new Date());
  const origins = new Set(options.siteOrigins);
  const pages = new Hono<AppEnv>();

  const signInPage = (c: Context<AppEnv>, form: SignInState, status = 200) =>
    sendView(c, renderer, { screen: 'candidate-sign-in', form }, status);

  pages.get('/sign-in', async (c) => {
    const token = getCookie(c, candidateCookie);
    if (token && (await candidateSessionFor(db, token, now()))) return seeOther(c, root);
    const notice =
      c.req.query('deleted') !== undefined
        ? candidateArea.signIn.deleted
        : c.req.query('signed-out') !== undefined
          ? candidateArea.signedOut
          : undefined;
    return signInPage(c, { email: '', ...(notice ? { notice } : {}) });
  });

  pages.post('/sign-in', (c) =>
    answerSignIn(
      c,
      options,
      {
        name: 'candidate',
        cookie: candidateCookie,
        path: root,
        sessionTtlMs: candidateSignInPolicy.sessionTtlMs,
        required: candidateArea.signIn.required,
        attempt: (credentials) =>
          signInCandidate(db, credentials, { now: now(), log: options.log }),
        page: signInPage,
      },
      () => root,
    ),
  );

  const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = getCookie(c, candidateCookie);
    const session = token ? await candidateSessionFor(db, token, now()) : null;
    if (!token || !session) return seeOther(c, signInPath);
    if (c.req.method === 'POST') {
      const form = await readSessionForm(c, origins, session.csrfToken);
      if (!form) return signInPage(c, { email: session.email, error: staffTexts.csrf }, 403);
      c.set('candidateForm', form);
    }
    c.set('candidate', session);
    c.set('candidateToken', token);
    await next();
  };
  pages.use('*', requireSession);

  async function candidatePage(
    c: Context<AppEnv>,
    feedback: CandidateView['feedback'],
    status = 200,
  ) {
    const session = c.get('candidate');
    const applications = await candidateApplications(db, session.email);
    return sendView(
      c,
      renderer,
      {
        screen: 'candidate',
        email: session.email,
        csrfToken: session.csrfToken,
        applications: applications.map((application) => ({
          id: application.id,
          submittedAt: application.submittedAt,
          type: application.applicationType,
          status: application.status,
          fileNames: application.fileNames,
        })),
        feedback,
      },
      status,
    );
  }

  pages.get('/', (c) =>
    candidatePage(c, c.req.query('withdrawn') !== undefined ? { withdrawn: 'yes' } : {}),
  );

  pages.post('/sign-out', async (c) => {
    await signOutCandidate(db, c.get('candidateToken'));
    deleteCookie(c, candidateCookie, { path: root, secure: isHttps(c) });
    return seeOther(c, `${signInPath}?signed-out`);
  });

  // Both forms post to the page's own address, so a refused one is answered with the page.
  pages.post('/', async (c) => {
    const form = c.get('candidateForm');
    const email = c.get('candidate').email;
    if (form.confirm !== 'yes') {
      const error =
        form.intent === 'delete'
          ? candidateArea.deleteAll.notConfirmed
          : candidateArea.withdraw.notConfirmed;
      return candidatePage(c, { error }, 400);
    }
    if (form.intent === 'delete') {
      await deleteCandidateData(db, { email, now: now() });
      options.onMailQueued?.();
      deleteCookie(c, candidateCookie, { path: root, secure: isHttps(c) });
      return seeOther(c, `${signInPath}?deleted`);
    }
    const result = await withdrawApplication(db, {
      email,
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
