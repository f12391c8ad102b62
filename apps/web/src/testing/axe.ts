import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Runs axe-core with the WCAG 2.0/2.1/2.2 A and AA rules; answers "rule: targets" per violation. */
export async function violations(page: Page): Promise<string[]> {
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

/**
 * axe on a page as a browser without script received it (a refused form's answer): the same HTML
 * served again at its own address to a page that runs the checker, with the site's styles.
 */
export async function violationsOfHtml(
  browser: Browser,
  url: string,
  html: string,
): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(url);
  const found = await violations(page);
  await context.close();
  return found;
}
