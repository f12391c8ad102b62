// Takes the pictures of issue 30: the first screen of the home page and of /service/ai on a
// 1366×768 laptop, as the production server sends them. `pnpm build` first; the name says which
// state of the site they show (`before` was taken on the build the issue describes).
//   node apps/web/scripts/docs/hero-screenshots.mjs after
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, startProductionSite } from '../bench/production-site.mjs';

const state = process.argv[2];
if (!state || !/^[a-z]+$/.test(state)) {
  console.error('Say which state the pictures show: hero-screenshots.mjs before|after');
  process.exit(1);
}

const outDir = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'screenshots');
const pages = [
  ['home', '/'],
  ['service-ai', '/service/ai'],
];

mkdirSync(outDir, { recursive: true });
const site = await startProductionSite();
const browser = await launchChromium();
try {
  // Reduced motion keeps the video on its poster, so the picture is the same on every run.
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  for (const [name, path] of pages) {
    await page.goto(`${site.origin}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const file = join(outDir, `hero-${name}-1366x768-${state}.png`);
    await page.screenshot({ path: file });
    console.log(`wrote ${file}`);
  }
  await context.close();
} finally {
  await browser.close();
  await site.stop();
}
