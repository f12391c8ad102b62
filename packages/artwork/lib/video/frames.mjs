// @ts-check
/** Renders hero loop frames as raw RGB: the network scene of one moment, rasterised by sharp. */
import sharp from 'sharp';
import { W, H, frameSvg } from './network.mjs';

export { W, H } from './network.mjs';
export const FPS = 24;
/** Loop length in seconds; every motion has an integer number of cycles in it. */
export const SECONDS = 7;
export const FRAMES = FPS * SECONDS;

/**
 * Renders one frame as packed RGB24, W×H.
 * @param {number} f frame index (0..FRAMES-1)
 * @returns {Promise<Buffer>}
 */
export function renderFrame(f) {
  return sharp(Buffer.from(frameSvg(f / FRAMES)))
    .removeAlpha()
    .raw()
    .toBuffer();
}
