#!/usr/bin/env node
// @ts-check
/**
 * NGS artwork generator.
 *
 * Writes every file of the media contract (packages/content/src/media.ts) into
 * apps/web/public/media: service illustrations and pictograms, portraits,
 * technology icons, process and company images (all SVG, deterministic and
 * minified) and the hero video loop (WebM + MP4) with its WebP poster.
 *
 * Usage (from the root):
 *   pnpm artwork [-- --skip-video]
 *
 * --skip-video  regenerate only the SVGs; existing hero files are kept.
 *
 * Exits with code 1 when the media folder exceeds 4 MB, a video exceeds 1 MB
 * or the poster exceeds 60 KB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scene, seedOf } from './lib/kit.mjs';
import { SERVICES, SERVICE_IDS } from './lib/services.mjs';
import { pictogram, PICTOGRAM_IDS } from './lib/pictograms.mjs';
import { COMPANY, COMPANY_IDS, PROCESS, PROCESS_IDS } from './lib/company.mjs';
import { testimonial, leader, profile } from './lib/people.mjs';
import { techIcon, TECH_SLUGS } from './lib/tech.mjs';
import { makeHero } from './lib/video.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Output folder: apps/web/public/media */
export const MEDIA = path.resolve(HERE, '../../apps/web/public/media');

/** Size limits (decimal units, the stricter reading of "MB"). */
const LIMITS = { total: 4_000_000, video: 1_000_000, poster: 60_000, videoTarget: 750_000 };

/** Sub-folders owned by this generator; stale files in them are removed. */
const OWNED = ['services', 'pictograms', 'people', 'tech', 'process', 'company', 'hero'];

/** @type {Set<string>} relative paths written in this run */
const written = new Set();

/**
 * Writes one file below MEDIA.
 * @param {string} rel @param {string | Buffer} data
 */
function put(rel, data) {
  const file = path.join(MEDIA, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  written.add(rel);
}

/** Generates all SVG artwork. @returns {{si:string[], mono:string[]}} */
function makeSvgs() {
  SERVICE_IDS.forEach((id, i) => put(`services/${id}.svg`, scene({ ...SERVICES[id](), v: i + 1 })));
  for (const id of PICTOGRAM_IDS) put(`pictograms/${id}.svg`, pictogram(id));

  for (let i = 1; i <= 10; i++) put(`people/testimonial-${i}.svg`, testimonial(i));
  for (let i = 1; i <= 2; i++) {
    put(`people/leader-${i}.svg`, leader(i));
    put(`people/profile-${i}.svg`, profile(i));
  }

  /** @type {{si:string[], mono:string[]}} */
  const sources = { si: [], mono: [] };
  for (const slug of TECH_SLUGS) {
    const icon = techIcon(slug);
    put(`tech/${slug}.svg`, icon.svg);
    (icon.source === 'simple-icons' ? sources.si : sources.mono).push(`${slug} (${icon.from})`);
  }

  PROCESS_IDS.forEach((id, i) =>
    put(`process/${id}.svg`, scene({ ...PROCESS[id](), v: 40 + i, w: 640, h: 480 })),
  );
  for (const id of COMPANY_IDS)
    put(`company/${id}.svg`, scene({ ...COMPANY[id](), v: seedOf(id) }));
  return sources;
}

/** Removes files in owned folders that this run did not produce. @param {boolean} keepHero */
function removeStale(keepHero) {
  for (const dir of OWNED) {
    if (dir === 'hero' && keepHero) continue;
    const abs = path.join(MEDIA, dir);
    if (!fs.existsSync(abs)) continue;
    for (const name of fs.readdirSync(abs)) {
      const rel = `${dir}/${name}`;
      if (!written.has(rel)) {
        fs.rmSync(path.join(abs, name), { recursive: true, force: true });
        console.log(`removed stale ${rel}`);
      }
    }
  }
}

/** Lists all files below a folder. @param {string} dir @returns {string[]} */
function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

/** Prints the size table and returns the list of problems. */
function report() {
  const files = walk(MEDIA);
  const rows = files.map((f) => ({
    rel: path.relative(MEDIA, f).split(path.sep).join('/'),
    size: fs.statSync(f).size,
  }));
  const width = Math.max(...rows.map((r) => r.rel.length), 10);
  const total = rows.reduce((s, r) => s + r.size, 0);
  console.log(`\n${'file'.padEnd(width)}  ${'bytes'.padStart(9)}`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(9)}`);
  for (const r of rows) console.log(`${r.rel.padEnd(width)}  ${String(r.size).padStart(9)}`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(9)}`);
  console.log(
    `${`total (${rows.length} files)`.padEnd(width)}  ${String(total).padStart(9)}  (${(total / 1e6).toFixed(2)} MB, limit ${LIMITS.total / 1e6} MB)`,
  );

  /** @type {string[]} */
  const problems = [];
  if (total > LIMITS.total) problems.push(`media total ${total} bytes exceeds ${LIMITS.total}`);
  for (const r of rows) {
    if (/\.(webm|mp4)$/.test(r.rel) && r.size > LIMITS.video)
      problems.push(`${r.rel} is ${r.size} bytes, above ${LIMITS.video}`);
    if (r.rel === 'hero/poster.webp' && r.size > LIMITS.poster)
      problems.push(`${r.rel} is ${r.size} bytes, above ${LIMITS.poster}`);
  }
  for (const need of ['hero/loop.webm', 'hero/loop.mp4', 'hero/poster.webp']) {
    if (!rows.some((r) => r.rel === need)) problems.push(`${need} is missing`);
  }
  return problems;
}

async function main() {
  const skipVideo = process.argv.includes('--skip-video');
  console.log(`Writing artwork to ${MEDIA}`);
  const sources = makeSvgs();
  console.log(`SVGs: ${written.size} files`);
  console.log(`  tech icons from simple-icons: ${sources.si.join(', ')}`);
  console.log(`  tech icons as monogram tiles: ${sources.mono.join(', ')}`);

  if (skipVideo) {
    console.log('--skip-video: keeping existing hero files');
  } else {
    await makeHero(path.join(MEDIA, 'hero'), { videoBudget: LIMITS.videoTarget });
    for (const f of ['loop.webm', 'loop.mp4', 'poster.webp']) written.add(`hero/${f}`);
  }
  removeStale(skipVideo);

  const problems = report();
  if (problems.length) {
    console.error(`\nFAILED:\n - ${problems.join('\n - ')}`);
    process.exit(1);
  }
  console.log('\nOK: all media within limits.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
