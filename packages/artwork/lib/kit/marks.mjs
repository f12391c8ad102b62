// @ts-check
/** Small marks built straight from the basic shapes: shadows, sparkles, rings, checks, stars, arrows, map pins, pennants. */
import { C } from './palette.mjs';
import { n } from './svg.mjs';
import { circle, ellipse, path, stroke, g } from './shapes.mjs';

/** Soft ground shadow. @param {number} cx @param {number} cy @param {number} rx @param {number} [ry] @param {number} [o] */
export const shadow = (cx, cy, rx, ry = rx * 0.12, o = 0.07) =>
  ellipse(cx, cy, rx, ry, C.navy, { opacity: o });

/** Plus-shaped sparkle. @param {number} x @param {number} y @param {number} s @param {string} c */
export const plus = (x, y, s, c) =>
  stroke(
    `M${n(x - s)} ${n(y)}h${n(2 * s)}M${n(x)} ${n(y - s)}v${n(2 * s)}`,
    c,
    Math.max(3, s / 2.5),
  );

/** Ring. @param {number} cx @param {number} cy @param {number} r @param {string} c @param {number} [w] @param {Record<string, any>} [a] */
export const ring = (cx, cy, r, c, w = 4, a = {}) =>
  circle(cx, cy, r, 'none', { stroke: c, 'stroke-width': w, ...a });

/** Check mark. @param {number} cx @param {number} cy @param {number} s @param {string} c @param {number} [w] */
export const check = (cx, cy, s, c, w = s * 0.28) =>
  stroke(
    `M${n(cx - s * 0.5)} ${n(cy)}l${n(s * 0.33)} ${n(s * 0.33)}l${n(s * 0.67)}-${n(s * 0.67)}`,
    c,
    w,
  );

/** Circle badge containing a check. @param {number} cx @param {number} cy @param {number} r @param {string} [bgc] @param {string} [fg] */
export const checkBadge = (cx, cy, r, bgc = C.orange, fg = C.white) =>
  circle(cx, cy, r, bgc) + check(cx - r * 0.05, cy - r * 0.05, r * 0.9, fg);

/**
 * Five-point star path centred on (cx,cy).
 * @param {number} cx @param {number} cy @param {number} r @param {string} fill @param {Record<string, any>} [a]
 */
export function star(cx, cy, r, fill, a = {}) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const t = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${n(cx + Math.cos(t) * rr)} ${n(cy + Math.sin(t) * rr)}`);
  }
  return path(`M${pts.join('L')}z`, fill, { 'stroke-linejoin': 'round', ...a });
}

/**
 * Simple upward arrow centred on (cx,cy).
 * @param {number} cx @param {number} cy @param {number} s @param {string} c @param {number} [rot]
 */
export const arrow = (cx, cy, s, c, rot = 0) =>
  g(
    `translate(${n(cx)} ${n(cy)}) rotate(${rot})`,
    stroke(
      `M0 ${n(0.6 * s)}V${n(-0.6 * s)}M${n(-0.45 * s)} ${n(-0.15 * s)}L0 ${n(-0.6 * s)}L${n(0.45 * s)} ${n(-0.15 * s)}`,
      c,
      s * 0.2,
    ),
  );

/**
 * Map pin.
 * @param {number} cx @param {number} cy centre of the head @param {number} r @param {string} fill
 */
export const pin = (cx, cy, r, fill) =>
  path(
    `M${n(cx)} ${n(cy + r * 2.2)}C${n(cx - r * 0.4)} ${n(cy + r * 1.5)} ${n(cx - r)} ${n(cy + r * 0.8)} ${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 0 1 ${n(2 * r)} 0c0 ${n(r * 0.8)} ${n(-r * 0.6)} ${n(r * 1.5)} ${n(-r)} ${n(r * 2.2)}z`,
    fill,
  ) + circle(cx, cy, r * 0.4, C.white);

/**
 * Pennant flying to the right of a pole, with a notch cut into its free end.
 * @param {number} x @param {number} y top left @param {number} w @param {number} h @param {number} notch depth of the cut @param {string} fill
 */
export const pennant = (x, y, w, h, notch, fill) =>
  path(`M${n(x)} ${n(y)}h${n(w)}l${n(-notch)} ${n(h / 2)} ${n(notch)} ${n(h / 2)}h${n(-w)}z`, fill);

/** How each kind of sparkle is drawn: all take a centre, a size and a colour. */
const SPARKLES = { plus, star, dot: circle };

/**
 * The small plus signs, stars and dots scattered around a scene's subject, drawn in the order given.
 * @param {...[kind: keyof typeof SPARKLES, x: number, y: number, size: number, colour: string]} marks
 */
export const sparkles = (...marks) =>
  marks.map(([kind, x, y, size, colour]) => SPARKLES[kind](x, y, size, colour)).join('');
