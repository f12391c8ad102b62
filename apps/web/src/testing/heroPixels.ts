import type { Browser, Locator, Page } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One line of text on the hero: where it is (relative to the hero) and what it says. */
export interface TextLine extends Box {
  text: string;
}

export interface LineContrast {
  text: string;
  /**
   * WCAG contrast of the text's own colour against the least contrasting pixel behind it; null
   * for a line outside the screenshot (below the first screen).
   */
  ratio: number | null;
}

export interface ArtMeasure {
  /** Standard deviation of luma (0–255) over the art's area. */
  lumaDeviation: number;
  /** Share of the area at least as bright as a mid grey (luma ≥ 100). */
  brightShare: number;
  /** Share of the area in the brand's orange. */
  orangeShare: number;
}

/** Every line of text inside `hero`, as boxes relative to it. */
export function textLines(hero: Locator): Promise<TextLine[]> {
  return hero.evaluate((root) => {
    const origin = root.getBoundingClientRect();
    const lines: { text: string; x: number; y: number; width: number; height: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || !node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        lines.push({
          text: text.slice(0, 40),
          x: rect.left - origin.left,
          y: rect.top - origin.top,
          width: rect.width,
          height: rect.height,
        });
      }
    }
    return lines;
  });
}

/**
 * Two screenshots of the hero's first screen, with its text and without it (the glyphs made transparent, every
 * box and background left as it is): the pixels of the text, and the pixels behind it.
 */
export async function shotsWithAndWithoutText(page: Page, hero: Locator) {
  const box = await hero.boundingBox();
  const window = page.viewportSize();
  if (!box || !window) throw new Error('the hero is not rendered');
  // The part of the hero on the first screen.
  const clip = {
    x: box.x,
    y: box.y,
    width: Math.min(box.width, window.width - box.x),
    height: Math.min(box.height, window.height - box.y),
  };
  // The site's floating buttons are not the hero's: out of the shots, they neither hide its
  // pixels nor count as its art. Styles are set through the CSSOM, which the page's
  // Content-Security-Policy allows (a <style> it would not).
  await page.evaluate(() => {
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).position === 'fixed') {
        element.style.setProperty('visibility', 'hidden', 'important');
        element.dataset['hiddenForShot'] = '';
      }
    }
  });
  const withText = await page.screenshot({ clip });
  // Without transitions, or the second shot would catch the glyphs fading out.
  const setColour = (root: Element, colour: string) => {
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      if (colour) {
        element.style.setProperty('transition', 'none', 'important');
        element.style.setProperty('color', colour, 'important');
      } else {
        element.style.removeProperty('color');
        element.style.removeProperty('transition');
      }
    }
  };
  await hero.evaluate(setColour, 'transparent');
  const withoutText = await page.screenshot({ clip });
  await hero.evaluate(setColour, '');
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-hidden-for-shot]')) {
      element.style.removeProperty('visibility');
      delete element.dataset['hiddenForShot'];
    }
  });
  return { withText, withoutText };
}

interface Decoded {
  decoded: ImageData[];
}

/**
 * Decodes the PNGs in a blank page of the same Chromium (a canvas reads them), then runs
 * `analyse` there on their pixels: the tests need no image library of their own.
 */
async function inBlankPage<A, R>(
  browser: Browser,
  pngs: Buffer[],
  analyse: (arg: A) => R,
  arg: A,
): Promise<R> {
  const page = await browser.newPage();
  try {
    await page.evaluate(
      async (sources) => {
        (globalThis as unknown as Decoded).decoded = await Promise.all(
          sources.map(async (source) => {
            const png = await (await fetch(`data:image/png;base64,${source}`)).blob();
            const bitmap = await createImageBitmap(png);
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const context = canvas.getContext('2d');
            if (!context) throw new Error('no 2d canvas');
            context.drawImage(bitmap, 0, 0);
            return context.getImageData(0, 0, bitmap.width, bitmap.height);
          }),
        );
      },
      pngs.map((png) => png.toString('base64')),
    );
    // The arguments are plain data, which Playwright hands over unchanged.
    return await page.evaluate(analyse as (data: unknown) => R, arg as unknown);
  } finally {
    await page.close();
  }
}

/**
 * For each line: the text's colour is its glyphs' most extreme pixel (their solid core), and the
 * ratio is taken against the one pixel behind the line that contrasts least with it.
 */
export function lineContrasts(
  browser: Browser,
  shots: { withText: Buffer; withoutText: Buffer },
  lines: TextLine[],
): Promise<LineContrast[]> {
  return inBlankPage(
    browser,
    [shots.withText, shots.withoutText],
    (boxes) => {
      const [front, back] = (globalThis as unknown as Decoded).decoded as [ImageData, ImageData];
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (data: Uint8ClampedArray, i: number) =>
        0.2126 * channel(data[i] ?? 0) +
        0.7152 * channel(data[i + 1] ?? 0) +
        0.0722 * channel(data[i + 2] ?? 0);
      return boxes.map((line) => {
        const x0 = Math.max(0, Math.floor(line.x));
        const y0 = Math.max(0, Math.floor(line.y));
        const x1 = Math.min(back.width, Math.ceil(line.x + line.width));
        const y1 = Math.min(back.height, Math.ceil(line.y + line.height));
        const behind: number[] = [];
        for (let y = y0; y < y1; y += 1) {
          for (let x = x0; x < x1; x += 1)
            behind.push(luminance(back.data, (y * back.width + x) * 4));
        }
        if (behind.length === 0) return { text: line.text, ratio: null };
        const meanBehind = behind.reduce((sum, value) => sum + value, 0) / behind.length;
        let text = meanBehind;
        for (let y = y0; y < y1; y += 1) {
          for (let x = x0; x < x1; x += 1) {
            const value = luminance(front.data, (y * front.width + x) * 4);
            if (Math.abs(value - meanBehind) > Math.abs(text - meanBehind)) text = value;
          }
        }
        const closest = behind.reduce((best, value) =>
          Math.abs(value - text) < Math.abs(best - text) ? value : best,
        );
        const ratio = (Math.max(text, closest) + 0.05) / (Math.min(text, closest) + 0.05);
        return { text: line.text, ratio: Math.round(ratio * 100) / 100 };
      });
    },
    lines,
  );
}

/** The art in `area` of each screenshot, and how much it changed from one screenshot to the next. */
export interface ArtInArea {
  measures: ArtMeasure[];
  /** Mean absolute difference of luma (0–255) from each screenshot to the next: the motion. */
  changes: number[];
}

/** How much the art shows in `area` of the screenshots (contrast, light, colour) and moves. */
export function artInArea(browser: Browser, shots: Buffer[], area: Box): Promise<ArtInArea> {
  return inBlankPage(
    browser,
    shots,
    (box) => {
      const images = (globalThis as unknown as Decoded).decoded;
      const lumas = images.map(() => [] as number[]);
      const measures = images.map((image, index) => {
        let sumOfSquares = 0;
        let bright = 0;
        let orange = 0;
        // Only what the screenshot holds: the first screen.
        const bottom = Math.min(image.height, Math.floor(box.y + box.height));
        const right = Math.min(image.width, Math.floor(box.x + box.width));
        for (let y = Math.floor(box.y); y < bottom; y += 1) {
          for (let x = Math.floor(box.x); x < right; x += 1) {
            const i = (y * image.width + x) * 4;
            const [r, g, b] = [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0];
            const luma = 0.299 * r + 0.587 * g + 0.114 * b;
            lumas[index]?.push(luma);
            sumOfSquares += luma * luma;
            if (luma >= 100) bright += 1;
            if (r >= 190 && g >= 60 && g <= 170 && b <= 120 && r - b >= 110) orange += 1;
          }
        }
        const values = lumas[index] ?? [];
        const count = values.length;
        const mean = values.reduce((sum, value) => sum + value, 0) / count;
        return {
          lumaDeviation: Math.round(Math.sqrt(sumOfSquares / count - mean * mean) * 10) / 10,
          brightShare: Math.round((bright / count) * 1000) / 1000,
          orangeShare: Math.round((orange / count) * 1000) / 1000,
        };
      });
      const changes = lumas.slice(1).map((next, index) => {
        const previous = lumas[index] ?? [];
        const total = next.reduce(
          (sum, value, at) => sum + Math.abs(value - (previous[at] ?? 0)),
          0,
        );
        return Math.round((total / next.length) * 100) / 100;
      });
      return { measures, changes };
    },
    area,
  );
}
