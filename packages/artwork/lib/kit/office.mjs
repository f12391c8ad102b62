// @ts-check
/** Office and celebration props: desk, plant, mug, pencil, speech bubbles, confetti. */
import { C } from './palette.mjs';
import { n } from './svg.mjs';
import { rng } from './random.mjs';
import { rect, circle, path, stroke, g } from './shapes.mjs';
import { ring } from './marks.mjs';

/**
 * Desk top seen from the front, spanning the scene and hiding figures' torsos.
 * @param {number} y top of the desk
 */
export const desk = (y) =>
  rect(60, y, 840, 26, 10, C.navy2) +
  rect(90, y + 26, 780, 14, 0, C.navy, { opacity: 0.35 }) +
  rect(120, y + 40, 22, 720 - y, 0, C.navy3) +
  rect(818, y + 40, 22, 720 - y, 0, C.navy3);

/**
 * Potted plant.
 * @param {number} cx @param {number} base @param {number} s
 */
export function plant(cx, base, s) {
  const leaf = (/** @type {number} */ a, /** @type {string} */ c, /** @type {number} */ len) =>
    g(
      `translate(${n(cx)} ${n(base - 0.9 * s)}) rotate(${a})`,
      path(
        `M0 0C${n(0.35 * s * len)} ${n(-0.4 * s * len)} ${n(0.25 * s * len)} ${n(-1.1 * s * len)} 0 ${n(-1.4 * s * len)}C${n(-0.25 * s * len)} ${n(-1.1 * s * len)} ${n(-0.35 * s * len)} ${n(-0.4 * s * len)} 0 0z`,
        c,
      ),
    );
  return (
    leaf(-38, C.navy3, 0.9) +
    leaf(34, C.navy3, 0.85) +
    leaf(-12, C.blue, 1.05) +
    leaf(14, C.navy2, 0.95) +
    path(
      `M${n(cx - 0.55 * s)} ${n(base - s)}h${n(1.1 * s)}l${n(-0.12 * s)} ${n(s)}h${n(-0.86 * s)}z`,
      C.orange,
    )
  );
}

/**
 * Coffee mug.
 * @param {number} x left @param {number} base @param {number} s @param {string} c
 */
export function mug(x, base, s, c) {
  return (
    ring(x + s * 1.05, base - s * 0.55, s * 0.25, c, s * 0.12) +
    rect(x, base - s, s, s, s * 0.16, c) +
    stroke(
      `M${n(x + s * 0.35)} ${n(base - s * 1.2)}q${n(s * 0.12)} ${n(-s * 0.15)} 0 ${n(-s * 0.3)}M${n(x + s * 0.65)} ${n(base - s * 1.2)}q${n(s * 0.12)} ${n(-s * 0.15)} 0 ${n(-s * 0.3)}`,
      C.grey3,
      s * 0.07,
    )
  );
}

/**
 * Pencil standing upright, eraser end at the top; callers rotate it.
 * @param {number} x @param {number} y top left @param {number} w @param {number} h body length
 * @param {number} tip length of the point @param {number} eraser length of the eraser
 */
export const pencil = (x, y, w, h, tip, eraser) =>
  rect(x, y, w, h, 8, C.navy) +
  path(`M${n(x)} ${n(y + h)}h${n(w)}l${n(-w / 2)} ${n(tip)}z`, C.orangeMid) +
  rect(x, y, w, eraser, 8, C.orange);

/**
 * Speech bubble with a tail at the bottom left (or right when flip).
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {string} fill @param {boolean} [flip]
 */
export function bubble(x, y, w, h, fill, flip = false) {
  const tx = flip ? x + w - 40 : x + 24;
  return (
    rect(x, y, w, h, Math.min(24, h / 2), fill) +
    path(`M${n(tx)} ${n(y + h - 2)}l${flip ? 16 : 0} 24l${flip ? 0 : 16}-24z`, fill)
  );
}

/**
 * Speech bubble holding the three white dots of someone typing, `gap` apart around `cx`.
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {string} fill
 * @param {{flip?:boolean,gap:number,r:number,cx?:number}} o
 */
export function typingBubble(x, y, w, h, fill, o) {
  const { flip = false, gap, r, cx = x + w / 2 } = o;
  const dots = [cx - gap, cx, cx + gap].map((dx) => circle(dx, y + h / 2, r, C.white));
  return bubble(x, y, w, h, fill, flip) + dots.join('');
}

/**
 * Confetti pieces scattered deterministically inside a box.
 * @param {number} seed @param {number} count @param {number} x @param {number} y @param {number} w @param {number} h
 */
export function confetti(seed, count, x, y, w, h) {
  const r = rng(seed);
  const cols = [C.orange, C.blue, C.orangeMid, C.blueMid, C.navy3];
  let s = '';
  for (let i = 0; i < count; i++) {
    const px = x + r() * w;
    const py = y + r() * h;
    const c = cols[i % cols.length];
    const k = i % 3;
    if (k === 0)
      s += rect(px, py, 14, 7, 3, c, {
        transform: `rotate(${Math.round(r() * 180)} ${n(px)} ${n(py)})`,
      });
    else if (k === 1) s += circle(px, py, 5, c);
    else s += stroke(`M${n(px)} ${n(py)}q8-10 16 0t16 0`, c, 4);
  }
  return s;
}
