import { candidateArea, menuTexts, searchTexts, testimonials } from '@ngs/content';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from '../src/testing/axe';
import { applicant, sendApplication } from '../src/testing/formAnswers';
import { holdApp, siteInChromium, watchConsole } from '../src/testing/harness';
import { signedInPages } from '../src/testing/signedInPages';

// D34: every overlay that covers the page is a modal dialog (the APG pattern), before the app
// has loaded (the visitor acts at `load`, from the keyboard, before any pointer movement) and
// once the app has taken it over (Radix's Dialog holds it). The kit's own checks of the same
// pattern, on each component: packages/ui/src/testing/modalDialog.tsx.

const site = siteInChromium('ngs-e2e-dialogs');
const { signIn } = signedInPages(site);

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 900 } };

interface Overlay {
  name: string;
  path: string;
  device: BrowserContextOptions;
  /** The button that opens it. */
  opener: (page: Page) => Locator;
  /** The dialog's accessible name. */
  title: string;
}

const overlays: Overlay[] = [
  {
    name: 'the search',
    path: '/',
    device: desktop,
    opener: (page) => page.getByRole('button', { name: searchTexts.openLabel }),
    title: searchTexts.inputLabel,
  },
  {
    name: 'the phone menu',
    path: '/',
    device: phone,
    opener: (page) => page.getByRole('button', { name: menuTexts.openMenu }),
    title: menuTexts.primaryNavigation,
  },
  {
    name: 'a testimonial',
    path: '/',
    device: phone,
    opener: (page) =>
      page.getByRole('button', { name: new RegExp(`^Read More.*${testimonials[0]!.name}`) }),
    title: testimonials[0]!.name,
  },
  {
    name: "the candidate's withdrawal",
    path: '/candidate',
    device: desktop,
    opener: (page) => page.getByRole('button', { name: candidateArea.withdraw.button }),
    title: candidateArea.withdraw.dialogTitle,
  },
  {
    name: "the candidate's deletion of all data",
    path: '/candidate',
    device: desktop,
    opener: (page) => page.getByRole('button', { name: candidateArea.deleteAll.button }),
    title: candidateArea.deleteAll.dialogTitle,
  },
];

beforeAll(async () => {
  await sendApplication(site.origin, { applicationType: 'job' });
});

/** A cold visit to the overlay's page (signed in first for /candidate), its app held back. */
async function visit(overlay: Overlay) {
  // axe is injected, which the site's CSP would refuse; the page itself is unchanged.
  const context = await site.browser.newContext({ ...overlay.device, bypassCSP: true });
  const page = await context.newPage();
  const problems = await watchConsole(page);
  const app = await holdApp(page);
  if (overlay.path === '/candidate') {
    await page.goto(`${site.origin}/candidate`);
    await signIn(page, applicant.email, applicant.password);
  } else {
    await page.goto(site.origin + overlay.path, { waitUntil: 'load' });
  }
  return { context, page, problems, ...app };
}

/**
 * Whether Chromium's accessibility tree shows the dialog as modal, and nothing outside it: what a
 * screen reader's reading cursor could wander to.
 */
async function exposedAsModal(page: Page, title: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const dialog = nodes.find(
    (node) => !node.ignored && node.role?.value === 'dialog' && node.name?.value === title,
  );
  const inDialog = new Set<string>();
  const addSubtree = (id: string) => {
    inDialog.add(id);
    for (const child of nodes.find((node) => node.nodeId === id)?.childIds ?? []) addSubtree(child);
  };
  if (dialog) addSubtree(dialog.nodeId);
  const outside = nodes
    .filter((node) => !node.ignored && !inDialog.has(node.nodeId))
    .filter((node) => !['RootWebArea', 'generic', 'none'].includes(String(node.role?.value)))
    .map((node) => `${String(node.role?.value)} "${String(node.name?.value ?? '')}"`);
  return {
    modal: dialog?.properties?.find((property) => property.name === 'modal')?.value.value,
    outside,
  };
}

const focusInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/** Opens the overlay from the keyboard and checks the APG dialog pattern through to its close. */
async function expectModalDialog(page: Page, overlay: Overlay, { app }: { app: boolean }) {
  const opener = overlay.opener(page);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: overlay.title });
  await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  // Once the app runs, Radix's Content holds the open dialog (the attribute it lends).
  if (app) await expect.poll(() => dialog.getAttribute('data-state')).toBe('open');
  else expect(await dialog.getAttribute('data-state')).toBeNull();
  expect(await focusInside(dialog), 'focus moved in').toBe(true);

  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 1; press <= 16; press += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} ${press}`).toBe(true);
    }
  }
  expect(await exposedAsModal(page, overlay.title)).toEqual({ modal: true, outside: [] });
  expect(await violations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible()).toBe(false);
  expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
}

describe.each(overlays)('$name, a modal dialog', (overlay) => {
  it('should follow the dialog pattern before the app, opened at load from the keyboard', async () => {
    const { context, page, seen } = await visit(overlay);
    await expectModalDialog(page, overlay, { app: false });
    // The app was asked for at the first key and held back all along.
    expect(seen.appAskedFor).toBe(true);
    const hydrated = await page.evaluate(
      () => (window as { $_TSR?: { hydrated?: boolean } }).$_TSR?.hydrated === true,
    );
    expect(hydrated).toBe(false);
    await context.close();
  });

  it('should follow the dialog pattern once the app has taken it over', async () => {
    const { context, page, problems, letAppRun } = await visit(overlay);
    await letAppRun();
    await expectModalDialog(page, overlay, { app: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
