// Serves the built Storybook (storybook-static/, from `pnpm build-storybook`) with nothing but
// Node's own modules, so designers and the docs test see exactly what was built.
// Usage: node scripts/serve-storybook.mjs [--port 6007] [--dir storybook-static]
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
};

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');

/**
 * Starts the server; resolves once it listens. Port 0 picks a free port.
 * @param {{ dir?: string, port?: number, host?: string }} [options]
 */
export async function serveStorybook({
  dir = join(repoRoot, 'storybook-static'),
  port = 6007,
  host = '127.0.0.1',
} = {}) {
  const root = resolve(dir);
  const indexStat = await stat(join(root, 'index.html')).catch(() => null);
  if (!indexStat) {
    throw new Error(`${root}/index.html not found: run \`pnpm build-storybook\` first.`);
  }

  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    // normalize() folds any "..", and the prefix check keeps every request inside the folder.
    let file = join(root, normalize(pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': types[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
      // A rebuilt Storybook keeps some file names, so the browser must ask again each time.
      'cache-control': 'no-cache',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(undefined));
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}/`;
  return { server, url };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '6007' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string' },
    },
  });
  try {
    const { url, server } = await serveStorybook({
      port: Number(values.port),
      host: values.host,
      dir: values.dir,
    });
    console.log(`Built Storybook at ${url}  (Ctrl+C to stop)`);
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
