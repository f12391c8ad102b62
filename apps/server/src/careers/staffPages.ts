import { isDeepStrictEqual } from 'node:util';
import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { openingTexts, staffArea } from '@ngs/content';
import {
  fieldErrors,
  newOpeningForm,
  openingActions,
  openingFieldsSchema,
  openingFormValues,
  openingFormValuesOf,
  pathTo,
  routeIn,
  staffPaths,
  type OpeningFields,
  type OpeningFormValues,
  type StaffOpeningView,
  type StaffSession,
} from '@ngs/forms';
import { seeOther, sendNotFound, sendView } from '../auth/areaResponses';
import type { PageRenderer } from '../site/pages';
import type { StaffEnv } from '../staff/staffEnv';
import type { Database } from '../storage/schema';
import { descriptionHtml } from './description';
import { statusCounts } from '../staff/inboxQueries';
import { statusCountsOf } from '../staff/views';
import {
  closeOpening,
  createOpening,
  dayInIndia,
  isOpenOn,
  openingById,
  openingFieldsOf,
  openingHistory,
  openingsForStaff,
  publishOpening,
  saveOpening,
  type Opening,
} from './openings';

/**
 * The most a signed-in staff form may send: an opening's description of 20,000 characters, each
 * up to nine bytes once url-encoded, and the other fields. Only a signed-in member's posts are
 * read this far; the sign-in form keeps its own small limit.
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
const openingAddress = (id: string) => pathTo(staffPaths.opening, { id });
const texts = staffArea.opening;

type Checked =
  | { fields: OpeningFields; previewHtml: string; errors?: undefined }
  | { fields?: undefined; errors: Record<string, string> };

/**
 * The form's fields checked: the opening they make and its description as the preview shows it
 * (rendered once: the render is the check that it is not too complex), or each field's message.
 */
function checkOpening(form: OpeningFormValues): Checked {
  const parsed = openingFieldsSchema.safeParse(form);
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  // Under the preview's own heading (h2): the description's headings start at h3.
  const previewHtml = descriptionHtml(parsed.data.description, 3);
  if (previewHtml === null) {
    return { errors: { description: openingTexts.messages.descriptionTooComplex } };
  }
  return { fields: parsed.data, previewHtml };
}

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
    more: Pick<Partial<StaffOpeningView>, 'errors' | 'feedback' | 'savedNow' | 'previewHtml'> & {
      version?: number;
    } = {},
    status = 200,
  ) {
    const errors = more.errors ?? {};
    // How far its applicants have got: one count per status.
    const pipeline = opening && statusCountsOf(await statusCounts(db, { opening: opening.id }));
    return sendView(
      c,
      renderer,
      {
        screen: 'staff-opening',
        session: session(c),
        ...(opening && pipeline
          ? {
              opening: {
                id: opening.id,
                title: opening.title,
                status: opening.status,
                open: isOpenOn(opening, dayInIndia(now())),
                version: more.version ?? opening.version,
                publishedAt: opening.publishedAt,
                closedAt: opening.closedAt,
                pipeline,
              },
            }
          : {}),
        form,
        errors,
        previewHtml:
          more.previewHtml ??
          (errors['description'] ? '' : (descriptionHtml(form.description, 3) ?? '')),
        history: opening
          ? (await openingHistory(db, opening.id)).map((change) => ({
              changedAt: change.changedAt,
              author: change.authorEmail,
              action: change.action,
            }))
          : [],
        feedback: more.feedback ?? {},
        ...(more.savedNow ? { savedNow: more.savedNow } : {}),
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

  pages.get(route(staffPaths.newOpening), (c) => openingScreen(c, undefined, newOpeningForm));

  pages.post(route(staffPaths.newOpening), async (c) => {
    const form = openingFormValues(c.get('staffForm'));
    const checked = checkOpening(form);
    if (!checked.fields) return openingScreen(c, undefined, form, { errors: checked.errors }, 400);
    if (c.get('staffForm').intent === 'preview') {
      return openingScreen(c, undefined, form, { previewHtml: checked.previewHtml });
    }
    const opening = await createOpening(db, checked.fields, session(c).email, now());
    return seeOther(c, `${openingAddress(opening.id)}?saved=created`);
  });

  pages.get(route(staffPaths.opening), async (c) => {
    const opening = await openingById(db, c.req.param('id') ?? '');
    if (!opening) return sendNotFound(c, renderer);
    const saved = openingActions.find((action) => action === c.req.query('saved'));
    const feedback = saved ? { saved } : {};
    return openingScreen(c, opening, openingFormValuesOf(opening), { feedback });
  });

  // Every button of an opening's form sends what is typed: publish and close save it first, so
  // nothing typed is lost and what opens is what was read in the preview.
  pages.post(route(staffPaths.opening), async (c) => {
    const posted = c.get('staffForm');
    const current = await openingById(db, c.req.param('id') ?? '');
    if (!current) return sendNotFound(c, renderer);
    const version = /^\d{1,9}$/.test(posted.version ?? '') ? Number(posted.version) : -1;
    const form = openingFormValues(posted);
    const checked = checkOpening(form);
    if (!checked.fields) {
      return openingScreen(c, current, form, { errors: checked.errors, version }, 400);
    }
    const { previewHtml } = checked;
    if (posted.intent === 'preview')
      return openingScreen(c, current, form, { version, previewHtml });

    const author = session(c).email;
    // What was typed stays; saving it again then replaces the other member's change.
    const stale = (opening: Opening) =>
      openingScreen(
        c,
        opening,
        form,
        { feedback: { error: texts.stale }, savedNow: openingFormValuesOf(opening), previewHtml },
        409,
      );
    if (current.version !== version) return stale(current);
    let opening = current;
    const edited = !isDeepStrictEqual(openingFieldsOf(current), checked.fields);
    if (edited) {
      const saved = await saveOpening(db, current.id, version, checked.fields, author, now());
      if (saved.outcome === 'not-found') return sendNotFound(c, renderer);
      if (saved.outcome !== 'done') return stale(saved.opening);
      opening = saved.opening;
    }

    if (posted.intent === 'publish' || posted.intent === 'close') {
      const change = posted.intent === 'publish' ? publishOpening : closeOpening;
      const result = await change(db, opening.id, opening.version, author, now());
      if (result.outcome === 'not-found') return sendNotFound(c, renderer);
      if (result.outcome === 'stale') return stale(result.opening);
      if (result.outcome === 'closing-date-passed') {
        const feedback = { error: texts.closingDatePassed };
        return openingScreen(c, result.opening, form, { feedback, previewHtml }, 409);
      }
      const done = posted.intent === 'publish' ? 'published' : 'closed';
      return seeOther(c, `${openingAddress(opening.id)}?saved=${done}`);
    }
    return seeOther(
      c,
      edited ? `${openingAddress(opening.id)}?saved=edited` : openingAddress(opening.id),
    );
  });
}
