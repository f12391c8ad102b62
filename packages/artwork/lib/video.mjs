// @ts-check
/**
 * Hero video: a seamless abstract loop of slowly drifting navy/blue/orange
 * light blobs, rendered frame by frame in JavaScript (separable Gaussians,
 * no randomness) and piped as raw RGB into ffmpeg, which encodes VP9/WebM
 * and H.264/MP4. The poster is frame 0, encoded to WebP by sharp.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import sharp from 'sharp';

export const W = 1280;
export const H = 720;
export const FPS = 24;
/** Loop length in seconds; every motion has an integer number of cycles in it. */
export const SECONDS = 7;
export const FRAMES = FPS * SECONDS;

/**
 * Makes sure ffmpeg is available. When it is missing and we are root on
 * Debian, installs it with apt-get; otherwise prints instructions and exits.
 */
export function ensureFfmpeg() {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (!probe.error && probe.status === 0) return probe.stdout.split('\n')[0];
  console.log(
    'ffmpeg was not found on PATH; it is needed to encode the hero video (loop.webm / loop.mp4).',
  );
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = fs.existsSync('/etc/debian_version');
  if (!(isRoot && isDebian)) {
    console.error(
      'Please install ffmpeg (with libvpx-vp9 and libx264) and run again, e.g.\n' +
        '  Debian/Ubuntu: sudo apt-get install ffmpeg\n' +
        '  macOS:         brew install ffmpeg\n' +
        '  Windows:       winget install ffmpeg',
    );
    process.exit(1);
  }
  console.log(
    'Running as root on Debian: installing it with `apt-get install -y --no-install-recommends ffmpeg`…',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const upd = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  if (upd.status !== 0)
    console.warn('apt-get update failed; trying the install with the current package lists.');
  const inst = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'ffmpeg'], {
    stdio: 'inherit',
    env,
  });
  const again = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (inst.status !== 0 || again.error || again.status !== 0) {
    console.error(
      'Installing ffmpeg failed. Install it manually (apt-get install ffmpeg) and run again.',
    );
    process.exit(1);
  }
  return again.stdout.split('\n')[0];
}

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
const BLOBS = [
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

const BASE_TL = rgb('#0b1b33');
const BASE_BR = rgb('#0c1f3f');

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

/**
 * Pipes all frames into one ffmpeg process writing the given outputs.
 * @param {string[]} outputArgs ffmpeg arguments after the input
 * @returns {Promise<void>}
 */
function encode(outputArgs) {
  return new Promise((resolve, reject) => {
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${W}x${H}`,
      '-r',
      String(FPS),
      '-i',
      'pipe:0',
      ...outputArgs,
    ];
    const ff = spawn('ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] });
    ff.on('error', reject);
    ff.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with code ${code}`)),
    );
    let f = 0;
    const pump = () => {
      while (f < FRAMES) {
        const ok = ff.stdin.write(renderFrame(f++));
        if (!ok) {
          ff.stdin.once('drain', pump);
          return;
        }
      }
      ff.stdin.end();
    };
    pump();
  });
}

/** VP9 arguments for a given CRF. @param {number} crf @param {string} file */
const vp9 = (crf, file) => [
  '-an',
  '-c:v',
  'libvpx-vp9',
  '-pix_fmt',
  'yuv420p',
  '-b:v',
  '0',
  '-crf',
  String(crf),
  '-deadline',
  'good',
  '-cpu-used',
  '2',
  '-row-mt',
  '1',
  '-g',
  String(FRAMES),
  '-f',
  'webm',
  file,
];
/** H.264 arguments for a given CRF. @param {number} crf @param {string} file */
const h264 = (crf, file) => [
  '-an',
  '-c:v',
  'libx264',
  '-preset',
  'slow',
  '-profile:v',
  'high',
  '-pix_fmt',
  'yuv420p',
  '-crf',
  String(crf),
  '-x264-params',
  `keyint=${FRAMES}:aq-mode=3`,
  '-movflags',
  '+faststart',
  '-f',
  'mp4',
  file,
];

/**
 * Encodes one format, raising the CRF until the file is below `budget` bytes.
 * @param {'webm'|'mp4'} kind @param {string} file @param {number} budget
 */
async function encodeWithin(kind, file, budget) {
  const crfs = kind === 'webm' ? [18, 24, 30, 36] : [21, 24, 27, 30];
  for (const crf of crfs) {
    await encode(kind === 'webm' ? vp9(crf, file) : h264(crf, file));
    const size = fs.statSync(file).size;
    if (size <= budget) return { crf, size };
    console.log(
      `  ${kind} at CRF ${crf} is ${size} bytes, above ${budget}; retrying with a higher CRF`,
    );
  }
  return { crf: crfs[crfs.length - 1], size: fs.statSync(file).size };
}

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
