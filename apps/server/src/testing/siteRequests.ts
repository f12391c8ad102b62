// Raw requests to the server of the fixture site (siteFixture.ts), and the built files
// its answers are compared with.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SuiteServer } from './harness';
import { siteFixtureDir } from './siteFixture';

const clientDir = join(siteFixtureDir, 'client');
export const builtFile = (path: string) => readFileSync(join(clientDir, path));

export interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** `get` for the suite's server (another origin may be given per request). */
export function requestsTo(suite: SuiteServer) {
  /**
   * One raw HTTP exchange: the path goes on the request line exactly as written (fetch would
   * normalise `/\evil.com` and `%2e%2e`), and nothing is decompressed or followed.
   */
  function get(
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
    origin = suite.server.origin,
  ): Promise<Answer> {
    const { hostname, port } = new URL(origin);
    return new Promise((resolve, reject) => {
      const outgoing = request({ hostname, port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const flat: Record<string, string | undefined> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            flat[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
        });
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }
  return get;
}

export function decoded({ headers, body }: Answer): Buffer {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  return body;
}

export function scriptSrc(csp: string | undefined): string[] {
  const directive = csp?.split(';').find((part) => part.trim().startsWith('script-src'));
  return (directive?.trim().split(/\s+/).slice(1) ?? []).sort();
}

export const hashedStylesheet = () =>
  /href="(\/assets\/[^"]+\.css)"/.exec(builtFile('index.html').toString('utf8'))?.[1] ?? '';
export const hashedScript = () =>
  /"(\/assets\/entry-client-[\w-]+\.js)"/.exec(builtFile('index.html').toString('utf8'))?.[1] ?? '';
