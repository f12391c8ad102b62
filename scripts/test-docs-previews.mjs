// Opens every docs page of the BUILT Storybook (storybook-static/) in Debian's Chromium and fails
// when a story preview on it is clipped: a docs page is where designers look at a component, so a
// preview that shows a strip of it, or hides part of it behind a scroll bar, is a broken page.
//
// A preview is clipped when
//  - an inline story's root is cut by one of Storybook's wrappers around it (an ancestor up to the
//    `.docs-story` block that hides or scrolls overflow, and has more content than room), or the
//    story's box reaches past the preview block's box;
//  - an iframe story's document is taller or wider than the iframe showing it.
// The component's own overflow (a ticker's track, a carousel's slides) is its business, so only
// the ancestors between the story root and the block are checked. A story whose page is meant to
// scroll inside its preview (a back-to-top demo) says so with `parameters.docsPreview.scrolls`.
//
// Usage: node scripts/test-docs-previews.mjs [--only <id-part>] [--width 1280]
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.mjs';
import { serveStorybook } from './serve-storybook.mjs';

const started = performance.now();
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    width: { type: 'string', default: '1280' },
    dir: { type: 'string', default: join(import.meta.dirname, '..', 'storybook-static') },
  },
});

const index = JSON.parse(await readFile(join(values.dir, 'index.json'), 'utf8'));
const docsIds = Object.values(index.entries)
  .filter((entry) => entry.type === 'docs')
  .map((entry) => entry.id)
  .filter((id) => !values.only || id.includes(values.only));
if (docsIds.length === 0) {
  console.error(
    `No docs entries in ${values.dir}/index.json${values.only ? ` matching ${values.only}` : ''}.`,
  );
  process.exit(1);
}

const { server, url } = await serveStorybook({ dir: values.dir, port: 0 });
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({
  viewport: { width: Number(values.width), height: 900 },
  reducedMotion: 'reduce',
});

/** What the docs page is still loading, or null once every story block has rendered. */
function whatIsPending() {
  const pendingIn = (doc, where) => {
    // Lazy iframes and images below the fold would never load in a page nobody scrolls.
    doc?.querySelectorAll('img[loading="lazy"]').forEach((image) => (image.loading = 'eager'));
    if (doc?.readyState !== 'complete') return `${where}: the document`;
    const image = [...doc.images].find((candidate) => !candidate.complete);
    if (image) return `${where}: image ${image.src.slice(0, 80)}`;
    if (doc.fonts.status !== 'loaded') return `${where}: fonts`;
    return null;
  };
  const loader = [...document.querySelectorAll('.sb-loader')].some((el) => el.checkVisibility());
  if (loader) return 'the Storybook loader';
  const own = pendingIn(document, 'docs page');
  if (own) return own;
  for (const block of document.querySelectorAll('.docs-story')) {
    const frame = block.querySelector('iframe');
    if (frame) {
      frame.loading = 'eager';
      const inFrame = pendingIn(frame.contentDocument, `iframe ${frame.id}`);
      if (inFrame) return inFrame;
      if (!frame.contentDocument?.querySelector('#storybook-root')?.childElementCount) {
        return `iframe ${frame.id}: the story`;
      }
    } else if (!block.querySelector('[id^="story--"][id$="-inner"]')) {
      return 'an inline story';
    }
  }
  return null;
}

/** Resolves once every story block on the page has rendered and the page stopped changing size. */
async function settle(page) {
  await page.waitForSelector('.sbdocs-content', { timeout: 30_000 });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const pending = await page.evaluate(whatIsPending);
    if (!pending) break;
    if (Date.now() > deadline) throw new Error(`still waiting after 30 s for ${pending}`);
    await page.waitForTimeout(100);
  }
  // Storybook's zoom wrapper takes the story's height from a ResizeObserver: wait until two
  // measurements a few frames apart agree.
  let last = '';
  for (let round = 0; round < 20; round += 1) {
    const sizes = await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return [...document.querySelectorAll('.docs-story')]
        .map((block) => `${block.scrollWidth}x${block.scrollHeight}`)
        .join();
    });
    if (sizes === last) return;
    last = sizes;
    await page.waitForTimeout(100);
  }
}

async function findClipping() {
  const store = window.__STORYBOOK_PREVIEW__.storyStoreValue;
  const scrollsByDesign = async (storyId) =>
    Boolean((await store.loadStory({ storyId })).parameters.docsPreview?.scrolls);
  const slack = 1;
  const problems = [];
  const describe = (el) =>
    `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
      typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''
    }>`;
  for (const block of document.querySelectorAll('.docs-story')) {
    const frame = block.querySelector('iframe');
    if (frame) {
      const name = frame.title || frame.id;
      const page = frame.contentDocument?.scrollingElement;
      if (!page) throw new Error(`${name}: the iframe has no document to measure`);
      const storyId = new URL(frame.src).searchParams.get('id');
      if (
        (page.scrollHeight > frame.clientHeight + slack ||
          page.scrollWidth > frame.clientWidth + slack) &&
        !(await scrollsByDesign(storyId))
      ) {
        problems.push(
          `${name}: iframe shows ${frame.clientWidth}x${frame.clientHeight} px of a ` +
            `${page.scrollWidth}x${page.scrollHeight} px story`,
        );
      }
      continue;
    }
    const root = block.querySelector('[id^="story--"][id$="-inner"]');
    if (!(root instanceof HTMLElement)) throw new Error('An inline story block has no story');
    const name = root.dataset.name ?? root.id;
    for (let el = root.parentElement; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      const cutY = style.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + slack;
      const cutX = style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + slack;
      if (cutY || cutX) {
        problems.push(
          `${name}: ${describe(el)} (overflow ${style.overflowX} ${style.overflowY}) shows ` +
            `${el.clientWidth}x${el.clientHeight} px of ${el.scrollWidth}x${el.scrollHeight} px`,
        );
        break;
      }
      if (el === block) break;
    }
    const story = root.getBoundingClientRect();
    const box = block.getBoundingClientRect();
    if (story.bottom > box.bottom + slack || story.right > box.right + slack) {
      problems.push(
        `${name}: the story (${Math.round(story.width)}x${Math.round(story.height)} px) reaches ` +
          `past its preview block (${Math.round(box.width)}x${Math.round(box.height)} px)`,
      );
    }
  }
  return problems;
}

const failures = [];
let stories = 0;
async function check(id) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${url}iframe.html?id=${encodeURIComponent(id)}&viewMode=docs`);
    await settle(page);
    stories += await page.locator('.docs-story').count();
    const problems = await page.evaluate(findClipping);
    if (errors.length > 0) problems.push(...errors.map((message) => `page error: ${message}`));
    if (problems.length > 0) failures.push({ id, problems });
  } catch (error) {
    failures.push({ id, problems: [error instanceof Error ? error.message : String(error)] });
  } finally {
    await page.close();
  }
}

// Two pages at a time: as fast as one core each allows, without starving the machine.
const queue = [...docsIds];
await Promise.all(
  [1, 2].map(async () => {
    for (let id = queue.shift(); id; id = queue.shift()) await check(id);
  }),
);

await browser.close();
server.close();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
for (const { id, problems } of failures) {
  console.error(`✗ ${id}  (${url}?path=/docs/${id})`);
  for (const problem of problems) console.error(`    ${problem}`);
}
console.log(
  `Docs previews: ${docsIds.length - failures.length} of ${docsIds.length} docs pages whole ` +
    `(${stories} story previews, ${values.width} px wide) in ${seconds} s`,
);
// In the shape of Vitest's JSON report, one test per docs page, for scripts/test-summary.mjs.
if (!values.only) {
  await writeFile(
    join(import.meta.dirname, '..', 'packages', 'ui', '.vitest-docs-report.json'),
    JSON.stringify({
      numPassedTests: docsIds.length - failures.length,
      numFailedTests: failures.length,
      numPendingTests: 0,
      seconds: Number(seconds),
      failures,
    }),
  );
}
process.exit(failures.length > 0 ? 1 : 0);
