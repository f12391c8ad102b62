import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  CareersView,
  FormSubmission,
  RenderContext,
  SignedInView,
  SiteRenderer,
} from '@ngs/forms';
import { contentSecurityPolicy } from './headers';

export interface RenderedPage {
  status: number;
  html: string;
  /**
   * The page's own Content-Security-Policy: the hashes of the build's scripts it carries, and a
   * nonce for the router's scripts, which hold this request's data. Nothing else runs.
   */
  csp: string;
}

/** Pages rendered per request: the site's build renders them, the server answers with them. */
export interface PageRenderer {
  /** The page of `path` with `search`, rendered now, with the refused submission if any. */
  render: (path: string, search: string, submission?: FormSubmission) => Promise<RenderedPage>;
  /** A screen behind a sign-in, from the view read for this request: never cached. */
  renderSignedIn: (path: string, search: string, view: SignedInView) => Promise<RenderedPage>;
  /**
   * A careers page from the openings read for it. Its nonce is drawn after what it shows was
   * read, so whoever wrote that could not know it: the page may be sent again while it holds.
   */
  renderCareers: (path: string, search: string, view: CareersView) => Promise<RenderedPage>;
  /** Whether this query changes the page, which then cannot be the prerendered one. */
  rendersPerRequest: (canonicalPath: string, search: URLSearchParams) => boolean;
  /** Where each form lives, and where it leads once its submission is stored. */
  formPages: SiteRenderer['formPages'];
}

/** 128 random bits, base64: a CSP nonce for one answer. */
const newNonce = () => randomBytes(16).toString('base64');

/** Rendered pages kept per query: searches repeat, and each render costs the CPU some ms. */
const cachedPages = 200;

/**
 * Loads the site's renderer from its build. A build without one (an older build, the tests'
 * small fixture site) gives none: forms then answer in JSON only and every query gets the
 * prerendered page.
 */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | undefined> {
  const entry = join(distDir, 'server', 'entry-server.js');
  const manifestFile = join(distDir, 'router-manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const site = (await import(pathToFileURL(entry).href)) as SiteRenderer;
  const manifest: unknown = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const builtScripts = new Set(site.buildScriptHashes(manifest));
  const cache = new Map<string, { page: RenderedPage; nonce: string; hashes: string[] }>();

  async function render(path: string, search: string, context: RenderContext = {}) {
    // The origin is only the router's: every link of the page is relative.
    const request = new Request(new URL(`${path}${search}`, 'http://site.invalid'));
    const nonce = newNonce();
    const response = await site.render(request, manifest, context, { nonce });
    const html = await response.text();
    // Only the build's own scripts are allowed by hash, never whatever else is in the page.
    const hashes = site.inlineScriptHashes(html).filter((hash) => builtScripts.has(hash));
    return {
      page: { status: response.status, html, csp: contentSecurityPolicy(hashes, nonce) },
      nonce,
      hashes,
    };
  }

  return {
    formPages: site.formPages,
    rendersPerRequest(canonicalPath, search) {
      const names = site.pagesRenderedPerRequest[canonicalPath];
      return names !== undefined && names.some((name) => search.has(name));
    },
    renderSignedIn: async (path, search, view) =>
      (await render(path, search, { signedIn: view })).page,
    renderCareers: async (path, search, view) =>
      (await render(path, search, { careers: view })).page,
    async render(path, search, submission) {
      // A refused submission is the visitor's own and never cached; a query's page is, by the
      // parameters that change it (a campaign's ?utm_… does not make another page).
      if (submission) return (await render(path, search, { submission })).page;
      const given = new URLSearchParams(search);
      const kept = new URLSearchParams();
      for (const name of site.pagesRenderedPerRequest[path] ?? []) {
        const value = given.get(name);
        if (value !== null) kept.set(name, value);
      }
      const query = kept.size > 0 ? `?${kept}` : '';
      const key = `${path}${query}`;
      let cached = cache.get(key);
      if (!cached) {
        cached = await render(path, query);
        if (cache.size >= cachedPages) cache.delete(cache.keys().next().value as string);
        cache.set(key, cached);
      }
      // A nonce is worth something only when no two answers share it. The old one is random
      // enough to appear nowhere else: its attributes and the router's csp-nonce meta change.
      const nonce = newNonce();
      return {
        status: cached.page.status,
        html: cached.page.html.replaceAll(cached.nonce, nonce),
        csp: contentSecurityPolicy(cached.hashes, nonce),
      };
    },
  };
}
