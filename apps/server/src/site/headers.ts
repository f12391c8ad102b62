import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Script hashes per written HTML file, relative to dist/client (`index.html`, `story/index.html`,
 * `404.html`), as the prerenderer records them in dist/csp-hashes.json.
 */
export type ScriptHashes = Readonly<Record<string, readonly string[]>>;

/**
 * Reads dist/csp-hashes.json. A site built before the hashes were kept per page holds one list
 * for all pages: every page then gets all of them, so that build keeps working.
 */
export function readScriptHashes(distDir: string): ScriptHashes | readonly string[] {
  const file = join(distDir, 'csp-hashes.json');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as ScriptHashes | readonly string[];
}

/**
 * The page's inline scripts are allowed by their hashes (and, on a page rendered for one
 * request, its router's scripts by a nonce), so no 'unsafe-inline' is needed for scripts; a file
 * that is not a page gets no hash at all.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], nonce?: string): string {
  const allowed = [
    "script-src 'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...scriptHashes.map((hash) => `'${hash}'`),
  ];
  return [
    "default-src 'self'",
    allowed.join(' '),
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
}

/** What every answer of the site carries besides its CSP. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

export interface HstsOptions {
  /** Seconds; 0 sends no Strict-Transport-Security. */
  maxAge: number;
  includeSubDomains: boolean;
}

export function strictTransportSecurity({
  maxAge,
  includeSubDomains,
}: HstsOptions): string | undefined {
  if (maxAge <= 0) return undefined;
  return includeSubDomains ? `max-age=${maxAge}; includeSubDomains` : `max-age=${maxAge}`;
}
