import { applicationForm, contactPage, searchTexts, testimonials } from '@ngs/content';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from '../src/testing/axe';
import { siteInChromium, waitForHydration } from '../src/testing/harness';
import { pageHeadings } from '../src/testing/pageHeadings';

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
