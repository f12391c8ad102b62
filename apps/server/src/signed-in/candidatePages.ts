import type { Context } from 'hono';
import { Hono } from 'hono';
import { candidateArea } from '@ngs/content';
import type { CandidateView, SignInState } from '@ngs/forms';
import type { AppEnv } from '../context';
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
import { clearSessionCookie, type SessionCookie } from '../staff-auth/cookies';
import { seeOther, sendView } from './responses';
import { signedInArea, type SignedInPagesOptions } from './signIn';

const root = '/candidate';
const signInPath = `${root}/sign-in`;
/** The candidate's session cookie: sent only to /candidate, never to scripts or other sites. */
export const candidateCookie: SessionCookie = {
  name: 'ngs_candidate',
  path: root,
  ttlMs: candidateSignInPolicy.sessionTtlMs,
};

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
  const pages = new Hono<AppEnv>();

  const signInPage = (c: Context<AppEnv>, form: SignInState, status = 200) =>
    sendView(c, renderer, { screen: 'candidate-sign-in', form }, status);
  const area = signedInArea(options, {
    name: 'candidate',
    cookie: candidateCookie,
    required: candidateArea.signIn.required,
    page: signInPage,
    signIn: signInCandidate,
    sessionFor: candidateSessionFor,
  });

  pages.get('/sign-in', async (c) => {
    if (await area.signedIn(c)) return seeOther(c, root);
    const notice =
      c.req.query('deleted') !== undefined
        ? candidateArea.signIn.deleted
        : c.req.query('signed-out') !== undefined
          ? candidateArea.signedOut
          : undefined;
    return signInPage(c, { email: '', ...(notice ? { notice } : {}) });
  });

  pages.post('/sign-in', (c) => area.answerSignIn(c, () => root));

  pages.use(
    '*',
    area.requireSession({
      signedOut: (c) => seeOther(c, signInPath),
      keep: (c, { session, token, form }) => {
        c.set('candidate', session);
        c.set('candidateToken', token);
        if (form) c.set('candidateForm', form);
      },
    }),
  );

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
    clearSessionCookie(c, candidateCookie);
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
      clearSessionCookie(c, candidateCookie);
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
