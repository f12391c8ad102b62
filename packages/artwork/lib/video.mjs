// @ts-check
/**
 * Hero video: a seamless loop of a network of services at work (signals running along links, a
 * code window being typed, a chart moving, a gear turning), drawn as SVG frame by frame,
 * rasterised by sharp and piped as raw RGB into ffmpeg, which encodes VP9/WebM and H.264/MP4.
 * The poster is frame 0, encoded to WebP by sharp.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { W, H, FPS, FRAMES, renderFrame } from './video/frames.mjs';
import { ensureFfmpeg, encodeWithin } from './video/ffmpeg.mjs';

export { W, H, FPS, SECONDS, FRAMES, renderFrame } from './video/frames.mjs';
export { ensureFfmpeg } from './video/ffmpeg.mjs';

/**
 * Writes loop.webm, loop.mp4 and poster.webp into `dir`.
 * @param {string} dir
 * @param {{ videoBudget: number }} o target size per video (bytes)
 */
export async function makeHero(dir, { videoBudget }) {
  fs.mkdirSync(dir, { recursive: true });
  const version = ensureFfmpeg();
  console.log(`Hero video: ${FRAMES} frames ${W}x${H} @ ${FPS} fps with ${version}`);
  // Drawn once (about 0.5 GB of raw frames) and handed to each encoder and each retry.
  const frames = [];
  for (let f = 0; f < FRAMES; f++) frames.push(await renderFrame(f));
  const webm = await encodeWithin(frames, 'webm', `${dir}/loop.webm`, videoBudget);
  console.log(`  loop.webm: VP9 CRF ${webm.crf}`);
  const mp4 = await encodeWithin(frames, 'mp4', `${dir}/loop.mp4`, videoBudget);
  console.log(`  loop.mp4: H.264 CRF ${mp4.crf}`);
  const poster = await sharp(frames[0], { raw: { width: W, height: H, channels: 3 } })
    .webp({ quality: 78, effort: 6, smartSubsample: true })
    .toBuffer();
  fs.writeFileSync(`${dir}/poster.webp`, poster);
}
