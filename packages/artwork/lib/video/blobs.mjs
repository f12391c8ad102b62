// @ts-check
/** What the hero loop shows: the background gradient colours and the drifting light blobs. */

/**
 * @typedef {{ rgb:[number,number,number], a:number, sx:number, sy:number,
 *   x:number, y:number, ax:number, ay:number, kx:number, ky:number, px:number, py:number, kb:number, pb:number }} Blob
 */

/** @param {string} hex @returns {[number,number,number]} */
const rgb = (hex) => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

/**
 * Blobs in normalised coordinates (0..1 of width/height). Centres follow
 * Lissajous paths with integer cycle counts (kx, ky) per loop and their size
 * breathes kb times per loop, so frame FRAMES equals frame 0.
 * @type {Blob[]}
 */
export const BLOBS = [
  {
    rgb: rgb('#1d3f78'),
    a: 0.75,
    sx: 0.36,
    sy: 0.55,
    x: 0.26,
    y: 0.4,
    ax: 0.05,
    ay: 0.05,
    kx: 1,
    ky: 1,
    px: 0,
    py: 1.6,
    kb: 1,
    pb: 0.4,
  },
  {
    rgb: rgb('#2f6fed'),
    a: 0.5,
    sx: 0.17,
    sy: 0.3,
    x: 0.2,
    y: 0.28,
    ax: 0.06,
    ay: 0.07,
    kx: 1,
    ky: 1,
    px: 2.1,
    py: 0.3,
    kb: 1,
    pb: 2.2,
  },
  {
    rgb: rgb('#f26522'),
    a: 0.78,
    sx: 0.17,
    sy: 0.3,
    x: 0.78,
    y: 0.72,
    ax: 0.06,
    ay: 0.06,
    kx: 1,
    ky: 1,
    px: 3.6,
    py: 5.1,
    kb: 1,
    pb: 1.1,
  },
  {
    rgb: rgb('#ff8f52'),
    a: 0.4,
    sx: 0.08,
    sy: 0.14,
    x: 0.7,
    y: 0.62,
    ax: 0.07,
    ay: 0.08,
    kx: 1,
    ky: 2,
    px: 0.9,
    py: 2.7,
    kb: 2,
    pb: 0,
  },
  {
    rgb: rgb('#081428'),
    a: 0.55,
    sx: 0.14,
    sy: 0.5,
    x: 0.52,
    y: 0.5,
    ax: 0.06,
    ay: 0.04,
    kx: 1,
    ky: 1,
    px: 4.4,
    py: 0.2,
    kb: 1,
    pb: 3,
  },
  {
    rgb: rgb('#2f6fed'),
    a: 0.22,
    sx: 0.12,
    sy: 0.2,
    x: 0.86,
    y: 0.18,
    ax: 0.05,
    ay: 0.05,
    kx: 1,
    ky: 1,
    px: 1.3,
    py: 4,
    kb: 1,
    pb: 5,
  },
  {
    rgb: rgb('#f26522'),
    a: 0.18,
    sx: 0.1,
    sy: 0.16,
    x: 0.4,
    y: 0.85,
    ax: 0.08,
    ay: 0.04,
    kx: 1,
    ky: 1,
    px: 5.5,
    py: 2.4,
    kb: 1,
    pb: 1,
  },
];

export const BASE_TL = rgb('#0b1b33');
export const BASE_BR = rgb('#0c1f3f');
