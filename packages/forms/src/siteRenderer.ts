import type { FormName, FormSubmission } from './submission';
import type { SignedInView } from './signedIn';
import type { CareersView } from './careersView';

/** What a render knows beyond the URL: the router's context. */
export interface RenderContext {
  /** A form posted without script that the server refused: its page shows it again (D27). */
  submission?: FormSubmission;
  /** A signed-in screen's data, read by the server for this request only. */
  signedIn?: SignedInView;
  /** The careers pages' openings, read by the server from its database for this request. */
  careers?: CareersView;
}

/**
 * What the site's renderer (`apps/web/src/entry-server.tsx`, built to
 * `dist/server/entry-server.js`) gives the server, which loads it from the build. The site's
 * entry is typed by it and the server imports it as a type: neither writes it again. `Manifest`
 * is the build's `router-manifest.json`: the server reads it and hands it back unopened.
 */
export interface SiteRenderer<Manifest = unknown> {
  /** One request rendered to a whole HTML document, the router's scripts carrying `nonce`. */
  render: (
    request: Request,
    manifest: Manifest,
    context?: RenderContext,
    options?: { nonce?: string },
  ) => Promise<Response>;
  /** The SHA-256 hashes, CSP-style, of the inline scripts in a rendered page. */
  inlineScriptHashes: (html: string) => string[];
  /** The hashes of every inline script the build made that a page may carry. */
  buildScriptHashes: (manifest: Manifest) => string[];
  /** Where each form lives, and where it leads once the server has stored it (D27). */
  formPages: Readonly<Record<FormName, { page: string; sent: string }>>;
  /** The pages whose HTML depends on these query parameters, rendered per request. */
  pagesRenderedPerRequest: Readonly<Record<string, readonly string[]>>;
}
