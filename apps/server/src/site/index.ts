import type { NonSharedBuffer } from 'node:buffer';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { compress } from './builtFiles';
import { readBuiltFiles, type BuiltFile } from './builtFiles';
import {
  contentSecurityPolicy,
  securityHeaders,
  strictTransportSecurity,
  type HstsOptions,
  type ScriptHashes,
} from './headers';
import {
  anyEtagMatches,
  chooseEncoding,
  ifRangeHolds,
  notModifiedSince,
  parseRange,
  type Encoding,
} from './negotiation';
import type { PageRenderer } from './pages';
import { collapseSlashes, decodeRequestPath, isOnSiteLocation, urlPathOf } from './requestPath';

export { readScriptHashes } from './headers';
export { loadPageRenderer, type PageRenderer } from './pages';

export interface SiteOptions {
  /** The prerendered site: dist/client. */
  clientDir: string;
  /** D7: paths that answer with a permanent redirect to a screen. */
  aliasRedirects: Readonly<Record<string, string>>;
  /** dist/csp-hashes.json: each page's inline-script hashes (see readScriptHashes). */
  scriptHashes: ScriptHashes | readonly string[];
  /** Strict-Transport-Security for answers served over HTTPS. Default: one year, this host only. */
  hsts?: HstsOptions;
  /**
   * Whether a request reached the site over HTTPS though the URL says http: TLS ends at a proxy,
   * and only a trusted proxy's word counts. A request whose own URL is https always counts.
   */
  isHttps?: (c: Context) => boolean;
  /** Renders the pages whose query changes them (a search, `?type=`); else the prerendered one. */
  renderer?: PageRenderer;
  /** Pages and files the server makes from its data (the careers pages), before the build's. */
  madePages?: MadePages;
}

/** What the site sends for a path: a file, its status, and the page's own CSP. */
export interface Served {
  file: BuiltFile;
  status: 200 | 404;
  cacheControl?: string;
  csp: string;
}

/**
 * Pages and files made from the server's data rather than by the build, served like the build's
 * own (entity tags, conditional requests, compression) under the site's headers.
 */
export interface MadePages {
  /** What `path` (decoded, as asked) with `search` is, or undefined for the build to answer. */
  find: (path: string, search: URLSearchParams) => Promise<Served | undefined>;
}

const oneYear = 31_536_000;

export const cacheControl = {
  // Hashed build output never changes under the same name.
  hashedAsset: 'public, max-age=31536000, immutable',
  page: 'public, max-age=0, must-revalidate',
  file: 'public, max-age=86400',
};

const compressedEncodings: readonly Encoding[] = ['br', 'gzip'];

export function createSite({
  clientDir,
  aliasRedirects,
  scriptHashes,
  hsts = { maxAge: oneYear, includeSubDomains: false },
  isHttps = () => false,
  renderer,
  madePages,
}: SiteOptions): Hono {
  const built = readBuiltFiles(clientDir);
  const notFoundPage = built.get('404.html');
  if (!notFoundPage) throw new Error(`The site's build at ${clientDir} has no 404.html`);

  const hashesOf = (relativePath: string) =>
    Array.isArray(scriptHashes)
      ? (scriptHashes as readonly string[])
      : ((scriptHashes as ScriptHashes)[relativePath] ?? []);
  const fileCsp = contentSecurityPolicy([]);
  const notFoundCsp = contentSecurityPolicy(hashesOf('404.html'));

  /** Pages by their canonical path (`/`, `/story`, `/person/rahul varma`), each with its CSP. */
  const pages = new Map<string, { file: BuiltFile; url: string; csp: string }>();
  /** Every other file by its path: no HTML file is served under its own name. */
  const files = new Map<string, BuiltFile>();
  for (const [relativePath, file] of built) {
    if (relativePath === 'index.html' || relativePath.endsWith('/index.html')) {
      const folder = relativePath.slice(0, -'index.html'.length).replace(/\/$/, '');
      pages.set(`/${folder}`.toLowerCase(), {
        file,
        url: folder === '' ? '/' : urlPathOf(folder),
        csp: contentSecurityPolicy(hashesOf(relativePath)),
      });
    } else if (!relativePath.endsWith('.html')) {
      files.set(`/${relativePath}`, file);
    }
  }

  const hstsHeader = strictTransportSecurity(hsts);
  const headersFor = (c: Context, csp: string): Record<string, string> => {
    const headers: Record<string, string> = { ...securityHeaders, 'Content-Security-Policy': csp };
    if (hstsHeader && (c.req.url.startsWith('https:') || isHttps(c))) {
      headers['Strict-Transport-Security'] = hstsHeader;
    }
    return headers;
  };

  const notFound: Served = { file: notFoundPage, status: 404, csp: notFoundCsp };
  const redirect = (c: Context, location: string) => {
    if (!isOnSiteLocation(location)) return send(c, notFound);
    return c.body(null, 301, { ...headersFor(c, fileCsp), Location: location });
  };

  async function send(c: Context, { file, status, cacheControl, csp }: Served) {
    const headers = headersFor(c, csp);
    headers['Content-Type'] = file.contentType;
    if (cacheControl) headers['Cache-Control'] = cacheControl;
    if (file.compressible) headers['Vary'] = 'Accept-Encoding';
    if (status !== 200) {
      const representation = await file.encoded(
        chooseEncoding(c.req.header('accept-encoding'), compressedEncodings),
      );
      return body(c, representation.body, status, representation.encoding, headers);
    }

    // Ranges are only ever of the identity representation, so a range request is answered in it.
    const range = c.req.method === 'GET' ? c.req.header('range') : undefined;
    const encoding =
      range === undefined && file.compressible
        ? chooseEncoding(c.req.header('accept-encoding'), compressedEncodings)
        : 'identity';
    const representation = await file.encoded(encoding);
    headers['ETag'] = representation.etag;
    if (file.modified) headers['Last-Modified'] = file.modified.header;
    headers['Accept-Ranges'] = 'bytes';

    const ifNoneMatch = c.req.header('if-none-match');
    const ifModifiedSince = c.req.header('if-modified-since');
    const unchanged =
      ifNoneMatch !== undefined
        ? anyEtagMatches(ifNoneMatch, representation.etag)
        : ifModifiedSince !== undefined &&
          file.modified !== undefined &&
          notModifiedSince(ifModifiedSince, file.modified.seconds);
    if (unchanged) {
      delete headers['Content-Type'];
      return c.body(null, 304, headers);
    }

    const ifRange = c.req.header('if-range');
    if (
      range !== undefined &&
      (ifRange === undefined || ifRangeHolds(ifRange, file.identity.etag, file.modified?.seconds))
    ) {
      const size = file.identity.body.length;
      const byteRange = parseRange(range, size);
      if (byteRange === 'unsatisfiable') {
        headers['Content-Range'] = `bytes */${size}`;
        return body(c, Buffer.alloc(0), 416, 'identity', headers);
      }
      if (byteRange) {
        headers['Content-Range'] = `bytes ${byteRange.start}-${byteRange.end}/${size}`;
        const part = file.identity.body.subarray(byteRange.start, byteRange.end + 1);
        return body(c, part, 206, 'identity', headers);
      }
    }
    return body(c, representation.body, 200, representation.encoding, headers);
  }

  const app = new Hono();
  // Whatever else passes through the site (another method on a page's path) gets the same headers.
  app.use(async (c, next) => {
    await next();
    if (c.res.headers.has('Content-Security-Policy')) return;
    for (const [name, value] of Object.entries(headersFor(c, fileCsp)))
      c.res.headers.set(name, value);
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const decoded = decodeRequestPath(url.pathname);
    if (decoded === undefined) return send(c, notFound);

    // A made page has one spelling too (D5): `/Career/` is sent on to `/career`.
    const spelling = collapseSlashes(decoded).toLowerCase();
    const made = await madePages?.find(spelling, url.searchParams);
    if (made) return decoded === spelling ? send(c, made) : redirect(c, spelling + url.search);

    const file = files.get(decoded);
    if (file) {
      const hashed = decoded.startsWith('/assets/');
      return send(c, {
        file,
        status: 200,
        cacheControl: hashed ? cacheControl.hashedAsset : cacheControl.file,
        csp: fileCsp,
      });
    }

    // D5: one spelling per page, D7: aliases. Both keep the query string.
    const collapsed = collapseSlashes(decoded);
    const canonical = collapsed.toLowerCase();
    const alias = aliasRedirects[canonical];
    if (alias) return redirect(c, alias + url.search);
    const page = pages.get(canonical);
    if (page) {
      if (decoded !== canonical) return redirect(c, page.url + url.search);
      if (renderer?.rendersPerRequest(canonical, url.searchParams)) {
        const rendered = await renderer.render(page.url, url.search);
        return sendHtml(c, rendered.html, rendered.status, {
          ...headersFor(c, rendered.csp),
          'Cache-Control': cacheControl.page,
        });
      }
      return send(c, {
        file: page.file,
        status: 200,
        cacheControl: cacheControl.page,
        csp: page.csp,
      });
    }
    const misspelt = files.get(collapsed) ?? files.get(canonical);
    if (misspelt) return redirect(c, misspelt.url + url.search);
    // D6: the not-found screen with a real 404 status.
    return send(c, notFound);
  });

  return app;
}

function body(
  c: Context,
  bytes: NonSharedBuffer,
  status: 200 | 206 | 404 | 416,
  encoding: Encoding,
  headers: Record<string, string>,
) {
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(bytes.length);
  return c.body(bytes, status, headers);
}

/** A page rendered for this request, compressed as the client accepts it. */
export async function sendHtml(
  c: Context,
  html: string,
  status: number,
  headers: Record<string, string>,
) {
  const encoding = chooseEncoding(c.req.header('accept-encoding'), compressedEncodings);
  const bytes = await compress(Buffer.from(html), encoding);
  const all: Record<string, string> = {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    Vary: 'Accept-Encoding',
    'Content-Length': String(bytes.length),
  };
  if (encoding !== 'identity') all['Content-Encoding'] = encoding;
  return c.body(bytes, status as ContentfulStatusCode, all);
}
