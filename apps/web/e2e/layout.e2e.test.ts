import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backToTop, brand, home, menuTexts } from '@ngs/content';
import { siteInChromium, waitForHydration } from '../src/testing/harness';
import {
  artInArea,
  lineContrasts,
  shotsWithAndWithoutText,
  textLines,
  type Box,
} from '../src/testing/heroPixels';
import { pageHeadings } from '../src/testing/pageHeadings';

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1000, height: 800 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** The windows of issue 30: four laptops and desktops, a small laptop and a phone. */
const firstScreens = [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 1000, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The kit's phone breakpoint: at or below it the home hero's art is a band under the text. */
const phoneWidth = 768;
/** The most a hero may leave blank between the header and its first text or image (D37). */
const blankBandShare = 0.15;
/** WCAG 1.4.3 for text of any size: the hero's smallest text is body size. */
const minimumContrast = 4.5;
/**
 * The least the art must show beside or under the text, on the first screen. The near-black loop
 * of before issue 30 measured there a luma deviation of 1.1 to 1.6, no pixel at mid grey and no
 * orange; the network loop 27 to 30 (40 in a phone's band), 4 to 6 % and 1.2 to 2.5 %.
 */
const artFloor = { lumaDeviation: 15, brightShare: 0.02, orangeShare: 0.005 };
/** Times in the loop (seconds) at which the playing video is stopped and measured. */
const videoMoments = [0, 1.75, 3.5, 5.25];

/** Every page the sitemap lists, as paths. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url ?? '').pathname,
  );
}

/**
 * Where the first screen starts and how it lines up: the header's bottom edge, the top of the
 * first text or image in the page (a background video is neither), the left edges of the
 * header's logo and of the page's h1, and whether the page opens with a hero.
 */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const header = document.querySelector('header');
    const title = main?.querySelector('h1');
    const logo = header?.querySelector('[data-slot="logo"]');
    if (!main || !header || !title || !logo) throw new Error('no header, main, logo or h1');
    let firstTop = Infinity;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0) firstTop = Math.min(firstTop, rect.top);
      }
    }
    for (const image of main.querySelectorAll('img, svg')) {
      const rect = image.getBoundingClientRect();
      if (rect.width > 0) firstTop = Math.min(firstTop, rect.top);
    }
    // A hero is a region named by the page's title, opening the page across its full width.
    const first = main.firstElementChild;
    return {
      headerBottom: header.getBoundingClientRect().bottom,
      firstTop,
      logoLeft: logo.getBoundingClientRect().left,
      titleLeft: title.getBoundingClientRect().left,
      opensWithHero:
        title.id !== '' &&
        first?.getAttribute('aria-labelledby') === title.id &&
        Math.abs(first.getBoundingClientRect().width - document.documentElement.clientWidth) < 1,
    };
  });
}

const heroOf = (page: Page) => page.locator('main > section').first();

/**
 * Where the art shows, relative to the hero: beside the text column, past its scrim's 6 rem
 * fade, on wider windows; under the text, past a 2 rem fade, on phones.
 */
function artArea(page: Page): Promise<Box> {
  return heroOf(page).evaluate((hero, phone) => {
    const heroBox = hero.getBoundingClientRect();
    const column = hero.querySelector('h1')?.parentElement?.getBoundingClientRect();
    if (!column) throw new Error('no text column in the hero');
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    if (window.innerWidth > phone) {
      const x = column.right - heroBox.left + 6 * rem;
      return { x, y: 0, width: heroBox.width - x, height: heroBox.height };
    }
    const y = column.bottom - heroBox.top + 2 * rem;
    return { x: 0, y, width: heroBox.width, height: heroBox.height - y };
  }, phoneWidth);
}

/** Stops the hero's video on `seconds` into its loop, once the frame is on screen. */
function showVideoAt(page: Page, seconds: number) {
  return page.locator('main video').evaluate(async (element, at) => {
    const video = element as HTMLVideoElement;
    video.pause();
    const seeked = new Promise((resolve) =>
      video.addEventListener('seeked', resolve, { once: true }),
    );
    video.currentTime = at;
    await seeked;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, seconds);
}

async function openHome(
  browser: Browser,
  origin: string,
  options: Parameters<Browser['newContext']>[0],
) {
  const context: BrowserContext = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  return { context, page };
}

/**
 * Scrolls to the top or the end of the page and waits for what the scroll sets moving: back to
 * top appears (or goes) a frame or two later and plays its entrance (or exit), which shifts its
 * box until it ends. Endless animations (the shortcut strip) and those the scroll itself drives
 * are left alone. Says whether back to top is shown whole, as it must be once the page is
 * scrolled a screen down.
 */
function scrollAndSettle(page: Page, to: 'top' | 'end', backToTop: string): Promise<boolean> {
  return page.evaluate(
    async ({ label, top }) => {
      window.scrollTo({ top, behavior: 'instant' });
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const settled = async () => {
        const ending = document
          .getAnimations()
          .filter(
            (animation) =>
              animation.timeline === document.timeline &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          );
        await Promise.race([
          Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
          new Promise((resolve) => setTimeout(resolve, 2_000)),
        ]);
      };
      const shownWhole = () => {
        if (window.scrollY < window.innerHeight) return true;
        const button = [...document.querySelectorAll('button')].find(
          (each) => each.textContent?.trim() === label,
        );
        const box = button?.getBoundingClientRect();
        return box !== undefined && box.width >= 44 && button?.checkVisibility() === true;
      };
      for (let frame = 0; frame < 3; frame += 1) await nextFrame();
      await settled();
      // On a machine with both cores busy the scroll's answer can come after the first frames:
      // the button then starts to show late, and is waited for (at most 3 s), then its animation.
      const deadline = performance.now() + 3_000;
      while (!shownWhole() && performance.now() < deadline) await nextFrame();
      await settled();
      return shownWhole();
    },
    { label: backToTop, top: to === 'top' ? 0 : Number.MAX_SAFE_INTEGER },
  );
}

/**
 * Every text on screen that a fixed control (quick contact, back to top) covers: the boxes of
 * the page's text, line by line, against the boxes of the fixed controls, at the current scroll.
 */
function textUnderFixedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isFixed = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };
    const controls = [...document.querySelectorAll('a[href], button, summary')]
      .filter((control) => isFixed(control) && control.checkVisibility({ opacityProperty: true }))
      .filter((control) => !control.closest('header'))
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement;
      if (!text.textContent?.trim() || !parent || isFixed(parent)) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) {
        const over = controls.find(
          ({ box }) =>
            line.right > box.left + 1 &&
            line.left < box.right - 1 &&
            line.bottom > box.top + 1 &&
            line.top < box.bottom - 1,
        );
        if (over) {
          const name = over.control.getAttribute('aria-label') ?? over.control.textContent;
          covered.push(`"${text.textContent.trim().slice(0, 40)}" under "${name}"`);
          break;
        }
      }
    }
    return covered;
  });
}

describe('layout: the first screen on laptops, desktops and phones (issue 30)', () => {
  const site = siteInChromium();

  it("should show the home page's primary action above the fold on a 390×844 phone, with no empty band above the title", async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.origin}/`);
    await waitForHydration(page);
    const action = page.getByRole('link', { name: home.hero.cta.label });
    const actionBox = await action.boundingBox();
    expect(actionBox, 'the primary action is rendered').not.toBeNull();
    expect(actionBox!.y + actionBox!.height).toBeLessThanOrEqual(844);
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const eyebrowTop = await page
      .locator('main')
      .getByText(brand.tagline)
      .evaluate((text) => text.getBoundingClientRect().top);
    expect(eyebrowTop - headerBottom).toBeLessThan(80);
    await page.close();
  });

  for (const { width, height } of firstScreens) {
    it(`should show the home page's headline, lead and primary action whole on the first screen (${width}×${height})`, async () => {
      const { context, page } = await openHome(site.browser, site.origin, {
        viewport: { width, height },
      });
      const { headerBottom } = await firstScreen(page);
      const hero = heroOf(page);
      const parts = {
        headline: hero.getByRole('heading', { level: 1, name: home.hero.title }),
        lead: hero.getByText(home.hero.text),
        action: hero.getByRole('link', { name: home.hero.cta.label }),
      };
      const outOfView: string[] = [];
      for (const [part, locator] of Object.entries(parts)) {
        const box = await locator.boundingBox();
        const inView =
          box &&
          box.y >= headerBottom &&
          box.y + box.height <= height &&
          box.x >= 0 &&
          box.x + box.width <= width;
        if (!inView) outOfView.push(`${part}: ${JSON.stringify(box)}`);
      }
      await context.close();
      expect(outOfView, `below a header ending at ${headerBottom}px`).toEqual([]);
    });
  }

  // One load per motion setting, then each window in turn: the hero is laid out by the
  // stylesheet, which a resize applies again, and its video plays on through it.
  it(`should keep every text of the home hero at ${minimumContrast}:1 against the pixels behind it, beside art that shows and moves, in each window`, async () => {
    const problems: string[] = [];
    const art: string[] = [];
    const measure = async (page: Page, moment: string) => {
      const hero = heroOf(page);
      const shots = await shotsWithAndWithoutText(page, hero);
      for (const line of await lineContrasts(site.browser, shots, await textLines(hero))) {
        if (line.ratio !== null && line.ratio < minimumContrast)
          problems.push(`${moment}: "${line.text}" ${line.ratio}:1`);
      }
      const area = await artArea(page);
      if (area.width < 120 || area.height < 120) {
        problems.push(
          `${moment}: no room for the art beside or under the text (${JSON.stringify(area)})`,
        );
        return shots.withoutText;
      }
      const [seen] = (await artInArea(site.browser, [shots.withoutText], area)).measures;
      if (!seen) throw new Error('no measure of the art');
      art.push(`${moment}: ${JSON.stringify(seen)}`);
      if (
        seen.lumaDeviation < artFloor.lumaDeviation ||
        seen.brightShare < artFloor.brightShare ||
        seen.orangeShare < artFloor.orangeShare
      ) {
        problems.push(`${moment}: the art hardly shows ${JSON.stringify(seen)}`);
      }
      return shots.withoutText;
    };

    const [first] = firstScreens;

    // Reduced motion: the poster, which every visitor sees first.
    const still = await openHome(site.browser, site.origin, {
      viewport: first,
      reducedMotion: 'reduce',
    });
    for (const { width, height } of firstScreens) {
      await still.page.setViewportSize({ width, height });
      await measure(still.page, `${width}×${height}, poster`);
    }
    await still.context.close();

    const moving = await openHome(site.browser, site.origin, {
      viewport: first,
      reducedMotion: 'no-preference',
    });
    await moving.page.waitForFunction(() => {
      const video = document.querySelector('main video') as HTMLVideoElement | null;
      return video !== null && !video.paused && video.readyState >= 2;
    });
    for (const { width, height } of firstScreens) {
      await moving.page.setViewportSize({ width, height });
      const frames: Buffer[] = [];
      for (const seconds of videoMoments) {
        await showVideoAt(moving.page, seconds);
        frames.push(await measure(moving.page, `${width}×${height}, video at ${seconds} s`));
      }
      const area = await artArea(moving.page);
      const [motion] = (await artInArea(site.browser, [frames[0]!, frames[2]!], area)).changes;
      // The mean luma change in the art between 0 s and 3.5 s.
      if (motion === undefined || motion <= 2) {
        problems.push(`${width}×${height}: the art hardly moves (luma change ${motion})`);
      }
    }
    await moving.context.close();

    expect(problems, art.join('\n')).toEqual([]);
  }, 300_000);

  // One load per page, then each window in turn: before the app, the first screen is laid out by
  // the stylesheet alone, which a change of window size applies again as a fresh load would.
  it(`should open every page of the sitemap with no blank band over ${blankBandShare * 100}% of the window under the header, and the strip's pause control on the page's edge, in each window`, async () => {
    const context = await site.browser.newContext({ viewport: firstScreens[0] });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of await sitemapPaths(site.origin)) {
      await page.goto(`${site.origin}${path}`);
      for (const { width, height } of firstScreens) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => document.fonts.ready);
        const at = `${path} (${width}×${height})`;
        const screen = await firstScreen(page);
        const band = Math.round(screen.firstTop - screen.headerBottom);
        if (band > height * blankBandShare) {
          problems.push(
            `${at}: ${band}px blank under the header (${Math.round((band / height) * 100)}%)`,
          );
        }
        const pause = page.getByRole('checkbox', { name: menuTexts.shortcutStripPause });
        const pauseLeft = (await pause.boundingBox())?.x;
        const edges = screen.opensWithHero
          ? { logo: screen.logoLeft, 'hero title': screen.titleLeft }
          : { logo: screen.logoLeft };
        for (const [edge, left] of Object.entries(edges)) {
          if (pauseLeft === undefined || Math.abs(pauseLeft - left) > 1) {
            problems.push(
              `${at}: the strip's pause control at x=${pauseLeft}, the ${edge} at x=${left}`,
            );
          }
        }
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 180_000);
});

// One load per page, the app running, then each width in turn from the top of the page: the
// fixed controls are placed by the stylesheet and follow the scroll, which a resize and a scroll
// apply again as a new load at that width would. The pages are dealt into three shares, each
// in a browser context of its own: a check spends most of its time waiting for animations to
// end, so the three run side by side; `expect` comes from each test's context, as concurrent
// tests need.
const shares = 3;

describe.concurrent('layout: the fixed controls, at three widths', () => {
  const site = siteInChromium();
  const sizes = widths.map(({ name, width }) => `${name} ${width} px`).join(', ');

  for (let share = 0; share < shares; share += 1) {
    const paths = pageHeadings.map(([path]) => path).filter((_, index) => index % shares === share);
    it(`should keep fixed controls off text at the first screen and at the end of pages ${share + 1}, ${share + 1 + shares}, … of ${pageHeadings.length} (${sizes})`, async ({
      expect,
    }) => {
      const [first] = widths;
      const context = await site.browser.newContext({
        viewport: { width: first.width, height: first.height },
      });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(`${site.origin}${encodeURI(path)}`);
        await waitForHydration(page);
        for (const { name, width, height } of widths) {
          await page.setViewportSize({ width, height });
          await scrollAndSettle(page, 'top', backToTop.label);
          for (const where of ['first screen', 'end'] as const) {
            if (where === 'end' && !(await scrollAndSettle(page, 'end', backToTop.label))) {
              problems.push(
                `${path} (${name}): back to top is not shown whole at the end of the page`,
              );
            }
            for (const covered of await textUnderFixedControls(page)) {
              problems.push(`${path} (${name}, ${where}): ${covered}`);
            }
          }
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    }, 180_000);
  }
});
