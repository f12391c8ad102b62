import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { applicationForm, contactPage, searchTexts, testimonials } from '@ngs/content';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteInChromium, waitForHydration } from './harness';
import { pageHeadings } from './pages';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const site = siteInChromium();

async function open(path: string, width = 1280): Promise<Page> {
  // The site's CSP would refuse the injected checker; the page itself is unchanged.
  const context = await site.browser.newContext({
    viewport: { width, height: 900 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(site.origin + path);
  await waitForHydration(page);
  return page;
}

/** Runs axe-core with the WCAG 2.0/2.1/2.2 A and AA rules; answers "rule: targets" per violation. */
async function violations(page: Page): Promise<string[]> {
  // A dialog fading in has half-transparent text: let every animation that ends finish before
  // measuring (the shortcut strip rotates for ever; scroll-linked ones follow the scroll).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          !(animation.timeline instanceof DocumentTimeline) ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.evaluate(axeSource);
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, wcagTags);
  return found;
}

describe('accessibility: axe-core, WCAG 2.0–2.2 A and AA, zero violations', () => {
  it.each(pageHeadings.map(([path]) => path))('%s', async (path) => {
    const page = await open(path);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('the not-found screen', async () => {
    const page = await open('/no-such-page');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('the open search dialog with results', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: searchTexts.openLabel }).click();
    await page
      .getByRole('dialog')
      .getByRole('combobox')
      .or(page.getByRole('dialog').getByRole('textbox'))
      .first()
      .fill('de');
    await page.getByRole('dialog').getByRole('option').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('the open testimonial dialog', async () => {
    const page = await open('/');
    await page
      .getByRole('button', { name: new RegExp(`Read More.*${testimonials[0]!.name}`) })
      .click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('the open mobile sidebar', async () => {
    const page = await open('/', 700);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('the contact form after a failed submit', async () => {
    const page = await open('/contact');
    await page.getByRole('button', { name: contactPage.form.submitLabel, exact: true }).click();
    await page.getByText(contactPage.messages.nameRequired).first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('the application form after a failed submit', async () => {
    const page = await open('/apply');
    await page.getByRole('button', { name: applicationForm.submitLabel, exact: true }).click();
    await page.getByText(applicationForm.messages.emailRequired).first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});
