import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { staffArea } from '@ngs/content';
import {
  fieldErrors,
  newOpeningForm,
  openingFieldsSchema,
  openingFormValues,
  openingFormValuesOf,
  openingPagePath,
  pathTo,
  routeIn,
  staffPaths,
  type OpeningFormValues,
  type StaffOpeningView,
  type StaffSession,
} from '@ngs/forms';
import { seeOther, sendNotFound, sendView } from '../auth/areaResponses';
import type { PageRenderer } from '../site/pages';
import type { StaffEnv } from '../staff/staffEnv';
import type { Database } from '../storage/schema';
import { descriptionHtml } from './description';
import {
  closeOpening,
  createOpening,
  dayInIndia,
  isOpenOn,
  openingById,
  openingHistory,
  openingsForStaff,
  publishOpening,
  saveOpening,
  type Opening,
  type OpeningChangeResult,
} from './openings';

/**
 * The most a staff form may send: an opening's description of 20,000 characters, each up to
 * nine bytes once url-encoded, and the other fields.
 */
export const openingFormBytes = 200 * 1024;

export interface OpeningPagesOptions {
  db: Kysely<Database>;
  renderer: PageRenderer;
  now: () => Date;
  /** The signed-in member, for the screen's header and its forms' token. */
  session: (c: Context<StaffEnv>) => StaffSession;
}

const route = (pattern: string) => routeIn(staffPaths.home, pattern);
/** What `?saved=` may say a post just did. */
const savedActions = ['created', 'edited', 'published', 'closed'] as const;
const texts = staffArea.opening;

/**
 * The staff's screens for openings (issue 34), behind the staff sign-in: the list, a new one,
 * and each one's form, preview, history, publish and close. Every action is a plain form post,
 * answered with a redirect (done) or the screen again with what was typed (refused).
 */
export function addOpeningPages(pages: Hono<StaffEnv>, options: OpeningPagesOptions): void {
  const { db, renderer, now, session } = options;

  async function openingScreen(
    c: Context<StaffEnv>,
    opening: Opening | undefined,
    form: OpeningFormValues,
    more: Pick<Partial<StaffOpeningView>, 'errors' | 'feedback'> & { version?: number } = {},
    status = 200,
  ) {
    return sendView(
      c,
      renderer,
      {
        screen: 'staff-opening',
        session: session(c),
        ...(opening
          ? {
              opening: {
                id: opening.id,
                path: pathTo(openingPagePath, { slug: opening.slug }),
                status: opening.status,
                open: isOpenOn(opening, dayInIndia(now())),
                version: more.version ?? opening.version,
                publishedAt: opening.publishedAt,
                closedAt: opening.closedAt,
              },
            }
          : {}),
        form,
        errors: more.errors ?? {},
        previewHtml: descriptionHtml(form.description),
        history: opening
          ? (await openingHistory(db, opening.id)).map((change) => ({
              changedAt: change.changedAt,
              author: change.authorEmail,
              action: change.action,
            }))
          : [],
        feedback: more.feedback ?? {},
      },
      status,
    );
  }

  pages.get(route(staffPaths.openings), async (c) => {
    const today = dayInIndia(now());
    const openings = await openingsForStaff(db);
    return sendView(c, renderer, {
      screen: 'staff-openings',
      session: session(c),
      openings: openings.map((opening) => ({
        id: opening.id,
        title: opening.title,
        type: opening.type,
        status: opening.status,
        open: isOpenOn(opening, today),
        closesOn: opening.closesOn,
        updatedAt: opening.updatedAt,
      })),
    });
  });

  const openingAddress = (id: string) => pathTo(staffPaths.opening, { id });

  pages.get(route(staffPaths.newOpening), (c) => openingScreen(c, undefined, newOpeningForm));

  pages.post(route(staffPaths.newOpening), async (c) => {
    const form = openingFormValues(c.get('staffForm'));
    const parsed = openingFieldsSchema.safeParse(form);
    if (!parsed.success) {
      return openingScreen(c, undefined, form, { errors: fieldErrors(parsed.error) }, 400);
    }
    if (c.get('staffForm').intent === 'preview') return openingScreen(c, undefined, form);
    const opening = await createOpening(db, parsed.data, session(c).email, now());
    return seeOther(c, `${openingAddress(opening.id)}?saved=created`);
  });

  pages.get(route(staffPaths.opening), async (c) => {
    const opening = await openingById(db, c.req.param('id') ?? '');
    if (!opening) return sendNotFound(c, renderer);
    const saved = savedActions.find((action) => action === c.req.query('saved'));
    const feedback = saved ? { saved } : {};
    return openingScreen(c, opening, openingFormValuesOf(opening), { feedback });
  });

  /** The screen after a publish or a close that did not happen, with the opening as it is. */
  const refusedChange = (c: Context<StaffEnv>, result: OpeningChangeResult) => {
    if (result.outcome === 'not-found') return sendNotFound(c, renderer);
    const error =
      result.outcome === 'closing-date-passed' ? texts.closingDatePassed : texts.changed;
    const { opening } = result;
    return openingScreen(c, opening, openingFormValuesOf(opening), { feedback: { error } }, 409);
  };

  pages.post(route(staffPaths.opening), async (c) => {
    const posted = c.get('staffForm');
    const id = c.req.param('id') ?? '';
    const author = session(c).email;
    const version = /^\d{1,9}$/.test(posted.version ?? '') ? Number(posted.version) : -1;

    if (posted.intent === 'publish' || posted.intent === 'close') {
      const change = posted.intent === 'publish' ? publishOpening : closeOpening;
      const result = await change(db, id, version, author, now());
      if (result.outcome !== 'done') return refusedChange(c, result);
      const saved = posted.intent === 'publish' ? 'published' : 'closed';
      return seeOther(c, `${openingAddress(id)}?saved=${saved}`);
    }

    const form = openingFormValues(posted);
    const current = await openingById(db, id);
    if (!current) return sendNotFound(c, renderer);
    const parsed = openingFieldsSchema.safeParse(form);
    if (!parsed.success) {
      return openingScreen(c, current, form, { errors: fieldErrors(parsed.error), version }, 400);
    }
    if (posted.intent === 'preview') return openingScreen(c, current, form, { version });
    const result = await saveOpening(db, id, version, parsed.data, author, now());
    switch (result.outcome) {
      case 'done':
        return seeOther(c, `${openingAddress(id)}?saved=edited`);
      case 'stale':
        // What was typed stays; saving it again now replaces the other member's changes.
        return openingScreen(c, result.opening, form, { feedback: { error: texts.stale } }, 409);
      default:
        return sendNotFound(c, renderer);
    }
  });
}
