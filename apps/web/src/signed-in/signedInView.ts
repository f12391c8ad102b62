import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { SignedInView } from '@ngs/forms';
import type { RouterContext } from '../routerContext';

/**
 * A signed-in screen's loader: the view the server read for this request, which also says
 * which screen it is. In the browser a route reached without one (back from another page, a
 * link followed inside the app) asks the server for the whole page again, which checks the
 * session and reads the data afresh.
 */
export function signedInView(
  context: RouterContext,
  location: ParsedLocation,
  area: 'staff' | 'candidate',
): SignedInView {
  const view = context.signedIn;
  if (view?.screen.startsWith(area)) return view;
  if (typeof document === 'undefined') {
    throw new Error(`${location.pathname} is rendered by the server with its view`);
  }
  throw redirect({ href: location.href, reloadDocument: true });
}
