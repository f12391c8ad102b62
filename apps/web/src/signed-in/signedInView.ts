import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { SignedInScreen, SignedInView } from '@ngs/forms';
import type { RouterContext } from '../router';

/**
 * A signed-in screen's loader: the view the server read for this request. In the browser a
 * route reached without one (back from another page, a link followed inside the app) asks the
 * server for the whole page again, which checks the session and reads the data afresh.
 */
export function signedInView<Screen extends SignedInScreen>(
  context: RouterContext,
  location: ParsedLocation,
  ...screens: Screen[]
): Extract<SignedInView, { screen: Screen }> {
  const view = context.signedIn;
  if (view && (screens as SignedInScreen[]).includes(view.screen)) {
    return view as Extract<SignedInView, { screen: Screen }>;
  }
  if (typeof document === 'undefined') {
    throw new Error(`${location.pathname} is rendered by the server with its view`);
  }
  throw redirect({ href: location.href, reloadDocument: true });
}

/** Dates as staff and candidates read them: the company's time zone, the same on both sides. */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
