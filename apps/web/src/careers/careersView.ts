import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { CareersView, JobAlertStep } from '@ngs/forms';
import type { RouterContext } from '../routerContext';

type Page = CareersView['page'];
export type CareersPageView<P extends Page> = Extract<CareersView, { page: P }>;

/** What the build's own `/career` shows: the server makes it from its openings instead. */
const builtOpenings: CareersPageView<'openings'> = {
  page: 'openings',
  openings: [],
  filter: {},
  teams: [],
  openCount: 0,
};

/**
 * A careers page's loader: the openings the server read for this request (issue 34). In the
 * browser, a careers page reached without them (a link followed inside the app, back from
 * another page) is asked of the server whole, which reads them afresh. The build prerenders the
 * list as having none, for a server without a database, and the alerts' pages that show nothing
 * of a request.
 */
export function careersView<P extends Page>(
  context: RouterContext,
  location: ParsedLocation,
  page: P,
): CareersPageView<P> {
  const view = context.careers;
  if (view?.page === page) return view as CareersPageView<P>;
  if (typeof document !== 'undefined') {
    throw redirect({ href: location.href, reloadDocument: true });
  }
  if (page === 'openings') return builtOpenings as CareersPageView<P>;
  // The build makes only the alerts' steps that show nothing of a request (`builtJobAlertSteps`).
  if (page === 'alerts') {
    const step = location.pathname.split('/').pop() as JobAlertStep;
    return { page: 'alerts', step } as CareersPageView<P>;
  }
  throw new Error(`${location.pathname} is rendered by the server from its openings`);
}
