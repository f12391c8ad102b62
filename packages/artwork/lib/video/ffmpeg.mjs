// @ts-check
/** ffmpeg: finding or installing it, piping the frames in, and the VP9 and H.264 settings. */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { W, H, FPS } from './frames.mjs';

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
 * Pipes the frames into one ffmpeg process writing the given outputs.
 * @param {Buffer[]} frames packed RGB24 @param {string[]} outputArgs ffmpeg arguments after the input
 * @returns {Promise<void>}
 */
function encode(frames, outputArgs) {
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
      while (f < frames.length) {
        const ok = ff.stdin.write(/** @type {Buffer} */ (frames[f++]));
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

/** VP9 arguments for a given CRF. @param {number} crf @param {string} file @param {number} gop */
const vp9 = (crf, file, gop) => [
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
  String(gop),
  '-f',
  'webm',
  file,
];
/** H.264 arguments for a given CRF. @param {number} crf @param {string} file @param {number} gop */
const h264 = (crf, file, gop) => [
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
  `keyint=${gop}:aq-mode=3`,
  '-movflags',
  '+faststart',
  '-f',
  'mp4',
  file,
];

/**
 * Encodes one format, raising the CRF until the file is below `budget` bytes.
 * @param {Buffer[]} frames @param {'webm'|'mp4'} kind @param {string} file @param {number} budget
 */
export async function encodeWithin(frames, kind, file, budget) {
  // Flat vector frames keep their edges clean at these CRFs; lower ones only add bytes.
  const crfs = kind === 'webm' ? [34, 38, 42, 46] : [27, 30, 33, 36];
  for (const crf of crfs) {
    const gop = frames.length;
    await encode(frames, kind === 'webm' ? vp9(crf, file, gop) : h264(crf, file, gop));
    const size = fs.statSync(file).size;
    if (size <= budget) return { crf, size };
    console.log(
      `  ${kind} at CRF ${crf} is ${size} bytes, above ${budget}; retrying with a higher CRF`,
    );
  }
  return { crf: crfs[crfs.length - 1], size: fs.statSync(file).size };
}
