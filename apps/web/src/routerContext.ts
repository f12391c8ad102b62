import type { RenderContext } from '@ngs/forms';

/**
 * What a render knows beyond the URL: the server hands it over (see @ngs/forms' SiteRenderer).
 * A leaf module, as TanStack's examples keep it: the routes need the type, and the router needs
 * the routes, so the type cannot live beside the router without a cycle.
 */
export type RouterContext = RenderContext;
