import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { aliasRedirects } from '@ngs/content';
import { createSite } from './site';

const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '0.0.0.0';
const distDir = process.env['SITE_DIST'] ?? join(import.meta.dirname, '..');
const hashesFile = join(distDir, 'csp-hashes.json');
const scriptHashes = existsSync(hashesFile)
  ? (JSON.parse(readFileSync(hashesFile, 'utf8')) as string[])
  : [];

const app = createSite({ clientDir: join(distDir, 'client'), aliasRedirects, scriptHashes });

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`NGS site listening on http://localhost:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
