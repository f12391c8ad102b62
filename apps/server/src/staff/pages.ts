import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffArea } from '@ngs/content';
import {
  pathTo,
  routeIn,
  staffPaths,
  type DetailFeedback,
  type SignedInView,
  type StaffAccountView,
} from '@ngs/forms';
import { renderSVG } from 'uqr';
import { isStaffStatus, setApplicationStatus } from '../storage/applicationStatus';
import { passwordLinkEnrolment, setPasswordWithLink } from './accounts';
import { setPasswordRefusal, staffTexts } from './api';
import type { StaffEnv } from './staffEnv';
import { changeStaffPassword, endOtherStaffSessions, staffSessionsOf } from './ownAccount';
import { setAreaCookie } from '../auth/cookies';
import { groupedSecret, otpauthUri } from '../auth/totp';
import { sessionFor, signIn, signOut, staffCookie, staffDeviceCookie } from './sessions';
import { addNoteAbout, maxNoteLength } from './inboxQueries';
import { readForm, safeNext, seeOther, sendNotFound, sendView } from '../auth/areaResponses';
import { signedInArea, type SignedInPagesOptions } from '../auth/signedInArea';
import { addOpeningPages, openingFormBytes } from '../careers/staffPages';
import { limitBody } from '../http/guards';
import { applicationView, contactView, inboxView, readInboxQuery, type RecordView } from './views';

export type StaffPagesOptions = SignedInPagesOptions;

const staffRoot = staffPaths.home;
/** A route of these pages, which are mounted at `/staff`. */
const route = (pattern: string) => routeIn(staffRoot, pattern);

/**
 * The staff area's screens: the sign-in, the set-password link, the inbox and each record.
 * Every screen is rendered by the server for its request; every action is a plain form post
 * answered with a redirect (done) or the screen again (refused, with what was typed).
 */
export function createStaffPages(options: StaffPagesOptions): Hono<StaffEnv> {
  const { db, renderer } = options;
  const now = options.now ?? (() => new Date());
  const origins = new Set(options.siteOrigins);
  const pages = new Hono<StaffEnv>();
  // A body is cut off as it streams past the largest form, never buffered whole to be measured.
  pages.post('*', limitBody(openingFormBytes));

  const signInPage = (
    c: Context<StaffEnv>,
    form: { email: string; error?: string; next?: string; notice?: string },
    status = 200,
  ) => sendView(c, renderer, { screen: 'staff-sign-in', form }, status);
  const area = signedInArea(options, {
    name: 'staff',
    cookie: staffCookie,
    deviceCookie: staffDeviceCookie,
    fields: ['password', 'code'],
    required: staffArea.signIn.required,
    refused: staffArea.signIn.refused,
    page: signInPage,
    signIn: (db, form, context) =>
      signIn(
        db,
        { email: form.email, password: form.password ?? '', code: form.code ?? '' },
        context,
      ),
    sessionFor,
    endSession: signOut,
    formBytes: openingFormBytes,
  });

  pages.get(route(staffPaths.signIn), async (c) => {
    if (await area.signedIn(c)) return seeOther(c, staffRoot);
    const next = c.req.query('next');
    return signInPage(c, {
      email: '',
      ...(next ? { next: safeNext(next, staffRoot) } : {}),
      ...(c.req.query('signed-out') !== undefined ? { notice: staffArea.signedOut } : {}),
    });
  });

  pages.post(route(staffPaths.signIn), (c) =>
    area.answerSignIn(c, (form) => safeNext(form.next, staffRoot)),
  );

  /** The set-password screen of a link: its form with the secret to enrol, or why it cannot be used. */
  async function setPasswordPage(
    c: Context<StaffEnv>,
    token: string,
    error?: string,
    status = 200,
  ) {
    const enrolment = await passwordLinkEnrolment(db, token, now());
    if (!enrolment) {
      const invalid = setPasswordRefusal({ outcome: 'invalid-link' });
      return sendView(
        c,
        renderer,
        { screen: 'staff-set-password', token: '', error: invalid },
        400,
      );
    }
    const uri = otpauthUri({
      issuer: staffArea.authenticatorIssuer,
      account: enrolment.email,
      secret: enrolment.totpSecret,
    });
    const qr = Buffer.from(renderSVG(uri, { border: 2, pixelSize: 6 })).toString('base64');
    return sendView(
      c,
      renderer,
      {
        screen: 'staff-set-password',
        token,
        email: enrolment.email,
        enrolment: {
          secret: groupedSecret(enrolment.totpSecret),
          qrCode: `data:image/svg+xml;base64,${qr}`,
          otpauthUri: uri,
        },
        ...(error ? { error } : {}),
      },
      status,
    );
  }

  pages.get(route(staffPaths.setPassword), (c) => setPasswordPage(c, c.req.query('token') ?? ''));
  pages.post(route(staffPaths.setPassword), async (c) => {
    const form = await readForm(c, origins);
    const token = form?.token ?? '';
    const result = await setPasswordWithLink(
      db,
      { token, password: form?.password ?? '', code: form?.code ?? '' },
      now(),
    );
    if (result.outcome === 'set') {
      setAreaCookie(c, staffDeviceCookie, result.deviceToken, { secure: options.secureCookies });
      return sendView(c, renderer, {
        screen: 'staff-set-password',
        token: '',
        done: { recoveryCodes: result.recoveryCodes },
      });
    }
    return setPasswordPage(c, token, setPasswordRefusal(result), 400);
  });

  // Everything below needs a session; a post also needs the session's own form token.
  pages.use(
    '*',
    area.requireSession<StaffEnv>({
      signedOut: (c) => {
        const url = new URL(c.req.url);
        const back = c.req.method === 'GET' ? url.pathname + url.search : staffRoot;
        return seeOther(c, `${staffPaths.signIn}?next=${encodeURIComponent(back)}`);
      },
      keep: (c, { session, token, form }) => {
        c.set('staffSession', session);
        c.set('staffToken', token);
        if (form) c.set('staffForm', form);
      },
    }),
  );

  const session = (c: Context<StaffEnv>) => {
    const { email, csrfToken } = c.get('staffSession');
    return { email, csrfToken };
  };

  pages.post(route(staffPaths.signOut), async (c) => {
    await area.signOut(c, c.get('staffToken'));
    return seeOther(c, `${staffPaths.signIn}?signed-out`);
  });

  /** The member's own account: their sessions and the forms that change their password. */
  async function accountPage(
    c: Context<StaffEnv>,
    feedback: StaffAccountView['feedback'],
    status = 200,
  ) {
    const current = c.get('staffSession');
    const sessions = await staffSessionsOf(db, current.userId, now());
    return sendView(
      c,
      renderer,
      {
        screen: 'staff-account',
        session: session(c),
        sessions: sessions.map((row) => ({
          createdAt: row.createdAt,
          lastSeenAt: row.lastSeenAt,
          current: row.id === current.id,
        })),
        feedback,
      },
      status,
    );
  }

  pages.get(route(staffPaths.account), (c) => {
    const saved = c.req.query('saved');
    return accountPage(c, saved === 'password' || saved === 'sessions' ? { saved } : {});
  });

  // Both forms ask for the current password again; a refusal shows the page with the reason.
  pages.post(route(staffPaths.account), async (c) => {
    const form = c.get('staffForm');
    const { userId, email, id: sessionId } = c.get('staffSession');
    const member = { userId, email, sessionId };
    const which = form.intent === 'password' ? 'password' : 'sessions';
    const result =
      which === 'password'
        ? await changeStaffPassword(
            db,
            member,
            { current: form.current ?? '', next: form.password ?? '' },
            now(),
          )
        : await endOtherStaffSessions(db, member, form.current ?? '', now());
    const texts = staffArea.account;
    switch (result.outcome) {
      case 'done':
        return seeOther(c, `${staffPaths.account}?saved=${which}`);
      case 'wrong-password':
        return accountPage(c, { error: texts.wrongPassword, form: which }, 401);
      case 'locked':
        c.header('Retry-After', String(result.retryAfterSeconds));
        return accountPage(
          c,
          { error: staffTexts.locked(result.retryAfterSeconds), form: which },
          423,
        );
      default:
        return accountPage(c, { error: setPasswordRefusal(result), form: which }, 400);
    }
  });

  pages.get(route(staffPaths.home), async (c) => {
    const query = readInboxQuery(new URL(c.req.url).searchParams);
    return sendView(c, renderer, await inboxView(db, session(c), query));
  });

  /** The screen of the record the address names, or not found. */
  const recordPage =
    (recordView: RecordView<SignedInView>) =>
    async (c: Context<StaffEnv>, feedback: DetailFeedback, status = 200) => {
      const view = await recordView(db, session(c), c.req.param('id') ?? '', feedback);
      return view ? sendView(c, renderer, view, status) : sendNotFound(c, renderer);
    };
  const applicationPage = recordPage(applicationView);
  const contactPage = recordPage(contactView);

  const savedOf = (c: Context): DetailFeedback => {
    const saved = c.req.query('saved');
    return saved === 'status' || saved === 'note' ? { saved } : {};
  };
  pages.get(route(staffPaths.application), (c) => applicationPage(c, savedOf(c)));
  pages.get(route(staffPaths.contact), (c) => contactPage(c, savedOf(c)));

  // A record's forms post to the record's own address, so a refused one is answered with the
  // record's screen at the address the browser shows: `intent` says which form it was.
  async function changeStatus(c: Context<StaffEnv>) {
    const status = c.get('staffForm').status ?? '';
    if (!isStaffStatus(status)) {
      return applicationPage(c, { error: staffArea.detail.status.invalid }, 400);
    }
    const id = c.req.param('id') ?? '';
    const change = await setApplicationStatus(db, id, status, now());
    if (!change) return sendNotFound(c, renderer);
    if (change.changed) options.onMailQueued?.();
    if (!change.changed && 'final' in change && change.final) {
      return applicationPage(c, { error: staffArea.detail.status.withdrawn }, 409);
    }
    return seeOther(c, `${pathTo(staffPaths.application, { id })}?saved=status`);
  }

  async function writeNote(c: Context<StaffEnv>, kind: 'contacts' | 'applications') {
    const page = kind === 'contacts' ? contactPage : applicationPage;
    const typed = c.get('staffForm').text ?? '';
    const text = typed.trim();
    if (!text) return page(c, { error: staffArea.detail.notes.empty, note: typed }, 400);
    if (text.length > maxNoteLength) {
      return page(c, { error: staffArea.detail.notes.tooLong, note: typed }, 400);
    }
    const author = c.get('staffSession').email;
    const note = await addNoteAbout(
      db,
      kind,
      { subjectId: c.req.param('id') ?? '', authorEmail: author, text },
      now(),
    );
    if (!note) return sendNotFound(c, renderer);
    const address = kind === 'contacts' ? staffPaths.contact : staffPaths.application;
    return seeOther(c, `${pathTo(address, { id: note.subject_id })}?saved=note`);
  }

  pages.post(route(staffPaths.application), (c) =>
    c.get('staffForm').intent === 'status' ? changeStatus(c) : writeNote(c, 'applications'),
  );
  pages.post(route(staffPaths.contact), (c) => writeNote(c, 'contacts'));

  addOpeningPages(pages, { db, renderer, now, session });

  return pages;
}
