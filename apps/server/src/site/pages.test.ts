import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageRenderer } from './pages';

const hash = (source: string) => `sha256-${createHash('sha256').update(source).digest('base64')}`;

// A site build reduced to what the server reads of it: a renderer whose pages carry one of the
// build's own scripts, the router's script with the request's nonce, and a script that got in
// from the page's data, as an injection would.
const builtScript = 'document.currentScript.remove()';
const injected = 'alert(document.cookie)';
const dist = mkdtempSync(join(tmpdir(), 'ngs-renderer-'));
mkdirSync(join(dist, 'server'));
writeFileSync(join(dist, 'router-manifest.json'), JSON.stringify({ scripts: [builtScript] }));
writeFileSync(
  join(dist, 'server', 'entry-server.js'),
  `import { createHash } from 'node:crypto';
const scripts = (html) => [...html.matchAll(/<script([^>]*)>([\\s\\S]*?)<\\/script>/g)]
  .filter(([, attributes]) => !/nonce=/.test(attributes))
  .map(([, , body]) => 'sha256-' + createHash('sha256').update(body).digest('base64'));
export const formPages = {};
export const pagesRenderedPerRequest = { '/search': ['q'] };
export const inlineScriptHashes = scripts;
export const buildScriptHashes = (manifest) => manifest.scripts
  .map((source) => 'sha256-' + createHash('sha256').update(source).digest('base64'));
export async function render(request, manifest, context, { nonce } = {}) {
  const data = JSON.stringify(context.signedIn ?? new URL(request.url).search);
  return new Response('<!doctype html><html><head><meta property="csp-nonce" content="' + nonce + '"></head><body>'
    + '<script>${builtScript}</script>'
    + '<script nonce="' + nonce + '">self.data=' + data + '</script>'
    + '<script>${injected}</script></body></html>');
}`,
);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('pages rendered for one request', () => {
  const scriptSources = (csp: string) =>
    /script-src ([^;]*)/
      .exec(csp)?.[1]
      ?.split(' ')
      .filter((source) => source !== "'self'") ?? [];

  it("should allow the build's scripts by hash and the router's by a nonce, and nothing else", async () => {
    const renderer = (await loadPageRenderer(dist))!;
    const page = await renderer.renderSignedIn('/candidate', '', {
      screen: 'candidate-link-sent',
      email: 'a@example.com',
    });
    const nonce = /nonce="([^"]+)"/.exec(page.html)![1]!;
    expect(scriptSources(page.csp)).toEqual([`'nonce-${nonce}'`, `'${hash(builtScript)}'`]);
    expect(page.csp).not.toContain(hash(injected));
  });

  it('should give every answer its own nonce, cached pages too', async () => {
    const renderer = (await loadPageRenderer(dist))!;
    const nonces = new Set<string>();
    for (let answer = 0; answer < 3; answer += 1) {
      const page = await renderer.render('/search', '?q=react');
      const nonce = /'nonce-([^']+)'/.exec(page.csp)![1]!;
      // The page says the nonce its policy allows, in its scripts and in the router's meta.
      expect(page.html.match(/nonce="([^"]+)"|csp-nonce" content="([^"]+)"/g)).toEqual([
        `csp-nonce" content="${nonce}"`,
        `nonce="${nonce}"`,
      ]);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });
});
