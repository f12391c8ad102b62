// `pnpm dev`: the same server-side render as the build, through Vite in middleware mode (HMR).
import { createServer as createHttpServer } from 'node:http';
import { Readable } from 'node:stream';
import { createServer as createViteServer } from 'vite';

const port = Number(process.env.PORT ?? 3000);
const vite = await createViteServer({
  root: new URL('../..', import.meta.url).pathname,
  server: { middlewareMode: true, hmr: { port: port + 1 } },
  appType: 'custom',
});

// In development the browser loads the entry module straight from Vite; styles arrive with it.
const devManifest = {
  routes: {
    __root__: {
      scripts: [
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
        { attrs: { type: 'module', src: '/src/webFonts.ts' } },
      ],
    },
  },
};

async function renderPage(req, res) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  try {
    const { render } = await vite.ssrLoadModule('/src/entry-server.tsx');
    const response = await render(new Request(url, { headers: req.headers }), devManifest);
    let body = await response.text();
    if ((response.headers.get('content-type') ?? '').includes('text/html')) {
      body = await vite.transformIndexHtml(url.pathname, body);
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    Readable.from([body]).pipe(res);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    console.error(error);
    res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end(String(error instanceof Error ? error.stack : error));
  }
}

// The form endpoints (the server package's API) beside the pages, with the same storage as production.
const formPaths = new Set(['/contact', '/job/apply']);
let formApi;
async function answerForm(req, res) {
  formApi ??= vite.ssrLoadModule('@ngs/server/dev').then(({ createDevApi }) => createDevApi());
  (await formApi)(req, res);
}

createHttpServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (formPaths.has(path) && (req.method === 'POST' || req.method === 'OPTIONS')) {
    answerForm(req, res).catch((error) => {
      console.error(error);
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'The form endpoints did not start.', fields: {} }));
    });
    return;
  }
  vite.middlewares(req, res, () => renderPage(req, res));
}).listen(port, () => {
  console.log(`NGS site (development) on http://localhost:${port}`);
});
