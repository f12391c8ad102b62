// @ts-check
/**
 * Hero video: a seamless abstract loop of slowly drifting navy/blue/orange
 * light blobs, rendered frame by frame in JavaScript (separable Gaussians,
 * no randomness) and piped as raw RGB into ffmpeg, which encodes VP9/WebM
 * and H.264/MP4. The poster is frame 0, encoded to WebP by sharp.
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
  const webm = await encodeWithin('webm', `${dir}/loop.webm`, videoBudget);
  console.log(`  loop.webm: VP9 CRF ${webm.crf}`);
  const mp4 = await encodeWithin('mp4', `${dir}/loop.mp4`, videoBudget);
  console.log(`  loop.mp4: H.264 CRF ${mp4.crf}`);
  const poster = await sharp(renderFrame(0), { raw: { width: W, height: H, channels: 3 } })
    .webp({ quality: 78, effort: 6, smartSubsample: true })
    .toBuffer();
  fs.writeFileSync(`${dir}/poster.webp`, poster);
}
