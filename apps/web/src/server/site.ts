import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

export interface SiteOptions {
  /** The prerendered site: dist/client. */
  clientDir: string;
  /** D7: paths that answer with a permanent redirect to a screen. */
  aliasRedirects: Readonly<Record<string, string>>;
  /** CSP hashes of the inline scripts the prerenderer wrote into the pages. */
  scriptHashes: readonly string[];
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Headers every answer carries. The prerendered pages' inline router scripts are allowed by
 * their hashes (collected by the prerenderer), so no 'unsafe-inline' is needed for scripts.
 */
function securityHeaders(scriptHashes: readonly string[]): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`.trim(),
    // React writes a few style attributes (e.g. reserved slide widths); styles carry no script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}

/** Resolves a URL path to a file inside `root`, refusing anything that climbs out of it. */
function fileInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  return existsSync(candidate) && statSync(candidate).isFile() ? candidate : undefined;
}

// The build output does not change while the server runs: read each file from disk once.
const fileCache = new Map<string, Buffer<ArrayBuffer>>();
function readBuilt(file: string): Buffer<ArrayBuffer> {
  let bytes = fileCache.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    fileCache.set(file, bytes);
  }
  return bytes;
}

/** The prerendered HTML file of a page path, if the build wrote one. */
function pageFile(root: string, path: string): string | undefined {
  const trimmed = path.replace(/\/+$/, '');
  return fileInside(root, `${trimmed}/index.html`);
}

export function createSite({ clientDir, aliasRedirects, scriptHashes }: SiteOptions): Hono {
  const root = normalize(clientDir);
  const notFoundHtml = readFileSync(join(root, '404.html'));

  const app = new Hono();
  app.use(securityHeaders(scriptHashes));
  app.use(compress());

  app.on(['GET', 'HEAD'], '*', (c) => {
    const url = new URL(c.req.url);
    const path = url.pathname;

    // Hashed build output never changes under the same name.
    if (path.startsWith('/assets/')) {
      const file = fileInside(root, path);
      if (!file) return c.body(notFoundHtml, 404, { 'Content-Type': contentTypes['.html']! });
      return c.body(readBuilt(file), 200, {
        'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    }

    // D5: one spelling per page. Upper-case letters and trailing slashes redirect permanently.
    const canonical = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const lower = canonical.toLowerCase();
    const alias = aliasRedirects[lower];
    if (alias) return c.redirect(alias + url.search, 301);
    if (canonical !== lower || canonical !== path) return c.redirect(lower + url.search, 301);

    const page = pageFile(root, path);
    if (page) {
      return c.body(readBuilt(page), 200, {
        'Content-Type': contentTypes['.html']!,
        'Cache-Control': 'public, max-age=0, must-revalidate',
      });
    }
    const file = path.includes('.') ? fileInside(root, path) : undefined;
    if (file && !file.endsWith('.html')) {
      return c.body(readBuilt(file), 200, {
        'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=86400',
      });
    }
    // D6: the not-found screen with a real 404 status.
    return c.body(notFoundHtml, 404, { 'Content-Type': contentTypes['.html']! });
  });

  return app;
}
