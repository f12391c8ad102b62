import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { careers, openingTexts } from '@ngs/content';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishOpenings, type PublishedOpening } from '../../server/scripts/bench/openings.mjs';
import { violations } from '../src/testing/axe';
import { answerTo, siteInChromium, waitForHydration, watchConsole } from '../src/testing/harness';
import { signedInPages } from '../src/testing/signedInPages';

// Issue 34: the careers pages the server makes from the openings staff publish, in Chromium.
// They are held to what the prerendered pages are: axe clean in every state, valid HTML, no
// console errors once the app has hydrated them, and their filter form working without script.

const site = siteInChromium('ngs-e2e-careers');
const { newContext } = signedInPages(site);
const listTexts = openingTexts.list;

/** Each page's HTML as the server sent it, in the states the tests saw, for the HTML checker. */
const served = new Map<string, string>();
async function keepServedHtml(name: string, path: string) {
  const response = await fetch(site.origin + path);
  expect(response.status, path).toBe(200);
  served.set(name, await response.text());
}

let published: PublishedOpening[] = [];
let desk: Awaited<ReturnType<typeof publishOpenings>>['desk'] | undefined;
/** Newest first, as the list shows them. */
const titlesListed = (openings: readonly PublishedOpening[]) =>
  openings.map((opening) => opening.title).reverse();

let context: BrowserContext;
/** What each page opened logged, as `watchConsole` keeps collecting it. */
const logs: string[][] = [];
beforeAll(async () => {
  context = await newContext();
});
afterAll(async () => {
  await context?.close();
});

/** Opens a page watched for console errors and waits for the app to hydrate it. */
async function visit(path: string): Promise<Page> {
  const page = await context.newPage();
  logs.push(await watchConsole(page));
  await page.goto(site.origin + path);
  await waitForHydration(page);
  return page;
}

const openingsSection = (page: Page) => page.locator('#openings');
const listedTitles = (page: Page) =>
  openingsSection(page).getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();

describe('the careers pages, made from the openings staff publish', () => {
  it('should say nothing is open and offer the two general applications, axe clean', async () => {
    const page = await visit('/career');
    const section = openingsSection(page);
    expect(await section.getByRole('heading', { name: listTexts.noneOpen.title }).count()).toBe(1);
    for (const link of careers.apply.links) {
      expect(await section.getByRole('link', { name: link.label }).getAttribute('href')).toBe(
        link.href,
      );
    }
    expect(await section.getByRole('form').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await keepServedHtml('career, nothing open', '/career');
    await page.close();
  });

  it('should list what staff published at once, newest first, axe clean', async () => {
    ({ desk, published } = await publishOpenings(site.origin, {
      DATA_DIR: site.dataDir,
      DATABASE_URL: '',
    }));
    const page = await visit('/career');
    expect(await listedTitles(page)).toEqual(titlesListed(published));
    expect(await openingsSection(page).getByText(`${published.length} roles`).count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await keepServedHtml('career, openings', '/career');
    await page.close();
  });

  it('should filter by type with the form, the filter kept in the address, axe clean', async () => {
    const page = await visit('/career');
    const filters = page.getByRole('form', { name: listTexts.filters.legend });
    await filters
      .getByLabel(listTexts.filters.type, { exact: true })
      .selectOption(openingTexts.types.internship);
    await answerTo(page, () =>
      filters.getByRole('button', { name: listTexts.filters.submit }).click(),
    );
    const address = new URL(page.url());
    expect(address.pathname).toBe('/career');
    expect(address.searchParams.get('type')).toBe('internship');
    await waitForHydration(page);
    const internships = published.filter((opening) => opening.type === 'internship');
    expect(await listedTitles(page)).toEqual(titlesListed(internships));
    // The form shows the filter it was sent.
    expect(await filters.getByLabel(listTexts.filters.type, { exact: true }).inputValue()).toBe(
      'internship',
    );
    expect(await violations(page)).toEqual([]);
    await keepServedHtml('career, internships', `/career${address.search}`);
    await page.close();
  });

  it("should open an opening's page from its link, axe clean, with the way to apply", async () => {
    const opening = published[0]!;
    const page = await visit('/career');
    await answerTo(page, () =>
      openingsSection(page).getByRole('link', { name: opening.title, exact: true }).click(),
    );
    expect(new URL(page.url()).pathname).toBe(opening.path);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(opening.title);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await keepServedHtml('an open opening', opening.path);

    await answerTo(page, () => page.getByRole('link', { name: openingTexts.page.apply }).click());
    const applying = new URL(page.url());
    expect(applying.pathname).toBe('/apply');
    expect(applying.searchParams.get('opening')).toBe(opening.slug);
    await page.close();
  });

  it('should say an opening staff closed is closed, at the same address, axe clean', async () => {
    const closed = published[1]!;
    await desk!.close(closed);
    const page = await visit(closed.path);
    const note = page.getByRole('note', { name: openingTexts.page.closed.title });
    expect(await note.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: openingTexts.page.apply }).count()).toBe(0);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await keepServedHtml('a closed opening', closed.path);

    const list = await visit('/career');
    expect(await listedTitles(list)).toEqual(
      titlesListed(published.filter((opening) => opening !== closed)),
    );
    await list.close();
    await page.close();
  });

  it('should have logged no error while the app ran these pages', () => {
    expect(logs.flat()).toEqual([]);
  });
});

describe('the careers list without JavaScript', () => {
  it('should filter with a plain GET form the server answers', async () => {
    const noScript = await newContext(false);
    const page = await noScript.newPage();
    await page.goto(`${site.origin}/career`);
    const filters = page.getByRole('form', { name: listTexts.filters.legend });
    await filters
      .getByLabel(listTexts.filters.location, { exact: true })
      .selectOption(openingTexts.locations.remote);
    await answerTo(page, () =>
      filters.getByRole('button', { name: listTexts.filters.submit }).click(),
    );
    const address = new URL(page.url());
    expect(address.pathname).toBe('/career');
    expect(address.searchParams.get('location')).toBe('remote');
    const stillOpen = published.filter((opening) => opening !== published[1]);
    expect(await listedTitles(page)).toEqual(
      titlesListed(stillOpen.filter((opening) => opening.locations.includes('remote'))),
    );
    await keepServedHtml('career, remote', `/career${address.search}`);
    await noScript.close();
  });
});

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

describe('valid HTML: the careers pages as served, through the Nu HTML Checker', () => {
  it('should find no errors in any state the tests saw', () => {
    expect([...served.keys()]).toEqual([
      'career, nothing open',
      'career, openings',
      'career, internships',
      'an open opening',
      'a closed opening',
      'career, remote',
    ]);
    if (spawnSync('java', ['-version']).status !== 0) {
      throw new Error('The HTML check needs Java: apt-get install default-jre-headless');
    }
    const folder = mkdtempSync(join(tmpdir(), 'ngs-careers-html-'));
    try {
      const files = [...served].map(([name, html]) => {
        const file = join(folder, `${name.replace(/\W+/g, '-')}.html`);
        writeFileSync(file, html);
        return file;
      });
      // One JVM for every page; --exit-zero-always so the findings come back as data.
      const result = spawnSync(
        'java',
        ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      const { messages } = JSON.parse(result.stderr || '{"messages":[]}') as {
        messages: Array<{ url: string; type: string; message: string; lastLine?: number }>;
      };
      const errors = messages
        .filter((message) => message.type === 'error')
        .map(
          (message) =>
            `${message.url.replace(`file:${folder}/`, '')}:${message.lastLine ?? '?'} ${message.message}`,
        );
      expect(errors).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
