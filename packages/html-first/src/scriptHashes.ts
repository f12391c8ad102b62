import { createHash } from 'node:crypto';

/**
 * The CSP hashes of a rendered page's inline scripts (the router's dehydrated state, the app
 * loader, the kit's behaviours): the server allows exactly these instead of inline scripts in
 * general. Used when the build writes a page and when the server renders one per request.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes].sort();
}

/** A script's CSP source expression, without its quotes: `sha256-…`. */
export const scriptHash = (source: string): string =>
  `sha256-${createHash('sha256').update(source).digest('base64')}`;
