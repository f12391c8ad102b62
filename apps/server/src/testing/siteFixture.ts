import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { serverDir } from './serverPaths';

/**
 * A small site build in the shape apps/web's prerenderer writes (dist/client + csp-hashes.json),
 * so the server's tests need no Vite build of the React app. Its pages are the paths the tests
 * ask for, each with inline scripts of its own, a hashed script and stylesheet, a dot folder
 * that must never be served, and a video for byte ranges.
 */
export const siteFixtureDir = join(serverDir, '.test-site');

const pages = [
  '/',
  '/story',
  '/career',
  '/contact',
  '/apply',
  '/whoarewe',
  '/whatweprovide',
  '/service/ai',
  '/person/rahul varma',
] as const;

const entryScript = '/assets/entry-client-Cq3x9LmB.js';
const stylesheet = '/assets/index-D8kPq2Wz.css';

function pageHtml(path: string, status: 'found' | 'not found'): string {
  const title = status === 'found' ? `NGS ${path}` : 'Unexpected Application Error!';
  // Text long enough that compressing it is worth it, as on the real pages.
  const paragraphs = Array.from(
    { length: 40 },
    (_, index) => `<p>Paragraph ${index} of ${title}: services, training and careers.</p>`,
  ).join('');
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">',
    `<title>${title}</title><link rel="stylesheet" href="${stylesheet}">`,
    `<script>window.__page=${JSON.stringify(path)}</script>`,
    `<script>window.__entry="${entryScript}"</script>`,
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    `</head><body><main><h1>${title}</h1>${paragraphs}</main></body></html>`,
  ].join('');
}

/** The hashes a page's inline scripts need: executable scripts only, not JSON-LD or `src`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return [...hashes].sort();
}

/** Bytes that look like video to a compressor: no pattern to shrink. */
function videoBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  let state = 0x9e3779b9;
  for (let index = 0; index < size; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  bytes.write('\0\0\0\x18ftypmp42', 0, 'latin1');
  return bytes;
}

/** Writes the fixture afresh; returns the folder to give the server as SITE_DIST. */
export function writeSiteFixture(dir = siteFixtureDir): string {
  rmSync(dir, { recursive: true, force: true });
  const client = join(dir, 'client');
  const write = (relative: string, content: string | Buffer) => {
    const target = join(client, relative);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  };

  const hashes: Record<string, string[]> = {};
  for (const path of pages) {
    const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    const html = pageHtml(path, 'found');
    write(file, html);
    hashes[file] = inlineScriptHashes(html);
  }
  const notFound = pageHtml('/404', 'not found');
  write('404.html', notFound);
  hashes['404.html'] = inlineScriptHashes(notFound);

  write(
    entryScript,
    Array.from({ length: 400 }, (_, i) => `export const part${i} = () => ${i};`).join('\n'),
  );
  write(stylesheet, Array.from({ length: 300 }, (_, i) => `.c${i}{margin:${i}px}`).join('\n'));
  write(
    'favicon.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>',
  );
  write('media/hero/loop.mp4', videoBytes(256 * 1024));
  write('.vite/manifest.json', JSON.stringify({ 'src/entry-client.tsx': { file: entryScript } }));
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  writeFileSync(join(dir, 'csp-hashes.json'), JSON.stringify(hashes));
  return dir;
}
