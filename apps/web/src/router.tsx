import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './routerContext';

export function createAppRouter(
  options: {
    history?: RouterHistory;
    context?: RouterContext;
    /** A page rendered for one request: the router's own inline scripts carry this nonce. */
    nonce?: string;
  } = {},
) {
  // The first render only hydrates a page the visitor may already have scrolled (the app starts
  // at their first activity, D27): the router would send it back to the top under their finger.
  // Every later render is a navigation: a page comes back where it was left, a new one at the top.
  let hydrated = false;
  const restoreScroll = () => {
    const navigation = hydrated;
    hydrated = true;
    return navigation;
  };
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: restoreScroll,
    // A new page shows at its top at once, as a page the browser loads does. Without this the
    // router's reset follows the stylesheet's smooth scrolling, meant for in-page anchors, and a
    // visitor watches the page they left scroll by before the new one can be read.
    scrollRestorationBehavior: 'instant',
    history: options.history,
    context: options.context ?? {},
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  /** What a route file says about its screen, read by the layout and the prerenderer. */
  interface StaticDataRouteOption {
    /** Prerendered, but left out of the sitemap and asking search engines not to index it. */
    unlisted?: true;
    /** The screen goes without the site footer (the careers screens and the form). */
    withoutFooter?: true;
    /**
     * Behind a sign-in: rendered by the server per request from its session, never prerendered,
     * never in the sitemap, drawn in the area's own frame instead of the site's.
     */
    signedInArea?: 'staff' | 'candidate';
  }
}
