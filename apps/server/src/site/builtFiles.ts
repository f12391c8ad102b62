import type { NonSharedBuffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './negotiation';
import { urlPathOf } from './requestPath';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

// Images, fonts and video are compressed already; gzip or brotli would only cost time.
const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.xml',
  '.atom',
  '.txt',
]);

/** One way of sending a file: its body in an encoding, and that body's entity tag. */
export interface Representation {
  encoding: Encoding;
  body: NonSharedBuffer;
  etag: string;
}

export interface BuiltFile {
  /** Relative to the site's root, with forward slashes: `story/index.html`. */
  relativePath: string;
  /** The path it is served under, percent-encoded: `/person/rahul%20varma/index.html`. */
  url: string;
  contentType: string;
  compressible: boolean;
  identity: Representation;
  /**
   * When it last changed, as Last-Modified says it and in seconds; none for a page the server
   * made, known by its entity tag alone (D42: two made in one second may differ).
   */
  modified?: { header: string; seconds: number };
  /**
   * The file in an encoding, compressed once and then kept. While the thorough brotli pass of a
   * file runs (up to half a second for the largest script), a quick one answers.
   */
  encoded: (encoding: Encoding) => Representation | Promise<Representation>;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function brotliPass(quality: number) {
  return (bytes: Buffer) =>
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
}

/** Each encoding's passes, quick first; the zlib work runs off the event loop, in libuv's pool. */
const compressionPasses: Record<
  Exclude<Encoding, 'identity'>,
  ((bytes: Buffer) => Promise<NonSharedBuffer>)[]
> = {
  gzip: [(bytes) => gzipAsync(bytes, { level: 9 })],
  br: [brotliPass(5), brotliPass(constants.BROTLI_MAX_QUALITY)],
};

/** One quick pass, for a body made for one answer (a page rendered per request). */
export async function compress(
  bytes: NonSharedBuffer,
  encoding: Encoding,
): Promise<NonSharedBuffer> {
  if (encoding === 'identity') return bytes;
  const [quick] = compressionPasses[encoding];
  return quick!(bytes);
}

const etagSuffixes: Record<Exclude<Encoding, 'identity'>, string> = { br: 'br', gzip: 'gz' };

function compressor(identity: Representation, hash: string): BuiltFile['encoded'] {
  const ready = new Map<Encoding, Representation>([['identity', identity]]);
  const firstPass = new Map<Encoding, Promise<Representation>>();
  // The passes of one encoding differ in bytes but not in meaning: the tag is weak, and ranges
  // and If-Range apply to the identity representation only.
  const keepIfSmaller = (encoding: Exclude<Encoding, 'identity'>, body: NonSharedBuffer) => {
    const representation =
      body.length < identity.body.length
        ? { encoding, body, etag: `W/"${hash}-${etagSuffixes[encoding]}"` }
        : identity;
    ready.set(encoding, representation);
    return representation;
  };
  return (encoding) => {
    const done = ready.get(encoding);
    if (done) return done;
    if (encoding === 'identity') return identity;
    let pending = firstPass.get(encoding);
    if (!pending) {
      const [quick, ...thorough] = compressionPasses[encoding];
      pending = quick!(identity.body).then(
        (body) => keepIfSmaller(encoding, body),
        () => identity,
      );
      firstPass.set(encoding, pending);
      void thorough
        .reduce<Promise<unknown>>(
          (previous, pass) =>
            previous.then(() => pass(identity.body)).then((body) => keepIfSmaller(encoding, body)),
          pending,
        )
        .catch(() => undefined);
    }
    return pending;
  };
}

function builtFile(root: string, relativePath: string): BuiltFile {
  const path = join(root, relativePath);
  return fileOf(relativePath, readFileSync(path), Math.floor(statSync(path).mtimeMs / 1000));
}

/**
 * A file served like the build's own, from bytes the server made (a page rendered from its
 * database): the same entity tags, ranges and compression kept once made.
 */
export function fileOf(
  relativePath: string,
  bytes: NonSharedBuffer,
  modifiedSeconds?: number,
): BuiltFile {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  const identity: Representation = { encoding: 'identity', body: bytes, etag: `"${hash}"` };
  const extension = extname(relativePath).toLowerCase();
  const compressible = compressibleExtensions.has(extension);
  return {
    relativePath,
    url: urlPathOf(relativePath),
    contentType: contentTypes[extension] ?? 'application/octet-stream',
    compressible,
    identity,
    ...(modifiedSeconds === undefined
      ? {}
      : {
          modified: {
            header: new Date(modifiedSeconds * 1000).toUTCString(),
            seconds: modifiedSeconds,
          },
        }),
    encoded: compressible ? compressor(identity, hash) : () => identity,
  };
}

/**
 * Every file of the site's build, read once at start-up (the build does not change while the
 * server runs), keyed by its relative path. Nothing under a folder or file whose name starts
 * with a dot (`.vite/manifest.json`) is ever listed, so it cannot be served.
 */
export function readBuiltFiles(root: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const relativePath = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relativePath);
      else if (entry.isFile()) files.set(relativePath, builtFile(root, relativePath));
    }
  };
  walk('');
  return files;
}
