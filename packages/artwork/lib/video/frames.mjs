// @ts-check
/** Renders hero loop frames as raw RGB: gradient, blobs, vignette and dither. */
import { BLOBS, BASE_TL, BASE_BR } from './blobs.mjs';

export const W = 1280;
export const H = 720;
export const FPS = 24;
/** Loop length in seconds; every motion has an integer number of cycles in it. */
export const SECONDS = 7;
export const FRAMES = FPS * SECONDS;

/** 4x4 Bayer matrix scaled to ±0.5 LSB: static dither against banding. */
const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map(
  (v) => (v + 0.5) / 16 - 0.5,
);

/**
 * Renders one frame as packed RGB24.
 * @param {number} f frame index (0..FRAMES-1) @param {number} [w] @param {number} [h]
 * @returns {Buffer}
 */
export function renderFrame(f, w = W, h = H) {
  const t = (f / FRAMES) * Math.PI * 2;
  const r = new Float32Array(w * h);
  const gch = new Float32Array(w * h);
  const b = new Float32Array(w * h);
  // base diagonal gradient
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const k = (x / w) * 0.5 + (y / h) * 0.5;
      const i = y * w + x;
      r[i] = BASE_TL[0] + (BASE_BR[0] - BASE_TL[0]) * k;
      gch[i] = BASE_TL[1] + (BASE_BR[1] - BASE_TL[1]) * k;
      b[i] = BASE_TL[2] + (BASE_BR[2] - BASE_TL[2]) * k;
    }
  }
  const gx = new Float32Array(w);
  const gy = new Float32Array(h);
  for (const bl of BLOBS) {
    const breathe = 1 + 0.12 * Math.sin(bl.kb * t + bl.pb);
    const cx = (bl.x + bl.ax * Math.sin(bl.kx * t + bl.px)) * w;
    const cy = (bl.y + bl.ay * Math.sin(bl.ky * t + bl.py)) * h;
    const sx = bl.sx * w * breathe;
    const sy = bl.sy * h * breathe;
    for (let x = 0; x < w; x++) gx[x] = Math.exp(-((x - cx) ** 2) / (2 * sx * sx));
    for (let y = 0; y < h; y++) gy[y] = Math.exp(-((y - cy) ** 2) / (2 * sy * sy)) * bl.a;
    const [cr, cg, cb] = bl.rgb;
    for (let y = 0; y < h; y++) {
      const ay = gy[y];
      if (ay < 0.002) continue;
      const row = y * w;
      for (let x = 0; x < w; x++) {
        const a = gx[x] * ay;
        if (a < 0.002) continue;
        const i = row + x;
        r[i] += (cr - r[i]) * a;
        gch[i] += (cg - gch[i]) * a;
        b[i] += (cb - b[i]) * a;
      }
    }
  }
  // vignette + dither + pack
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    const vy = (y / h - 0.5) * 2;
    for (let x = 0; x < w; x++) {
      const vx = (x / w - 0.5) * 2;
      const v = 1 - 0.28 * Math.min(1, (vx * vx + vy * vy) * 0.5);
      const d = BAYER[(y & 3) * 4 + (x & 3)];
      const i = y * w + x;
      const o = i * 3;
      out[o] = Math.max(0, Math.min(255, Math.round(r[i] * v + d)));
      out[o + 1] = Math.max(0, Math.min(255, Math.round(gch[i] * v + d)));
      out[o + 2] = Math.max(0, Math.min(255, Math.round(b[i] * v + d)));
    }
  }
  return out;
}
