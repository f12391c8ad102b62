// @ts-check
/** Flat symbols for technology and ideas: gears, databases, clouds, shields, locks, charts, steps, code, bulbs, rockets. */
import { C } from './palette.mjs';
import { n } from './svg.mjs';
import { rect, circle, ellipse, path, stroke, g } from './shapes.mjs';
import { card } from './screens.mjs';

/**
 * Gear outline as a single path.
 * @param {number} cx @param {number} cy @param {number} r outer radius @param {string} fill
 * @param {{teeth?:number,hole?:number,a?:number}} [o]
 */
export function gear(cx, cy, r, fill, o = {}) {
  const { teeth = 8, hole = r * 0.38, a: rot = 0 } = o;
  const inner = r * 0.8;
  const pts = [];
  for (let i = 0; i < teeth; i++) {
    const base = rot + (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    const angs = [
      [base - step * 0.25, inner],
      [base - step * 0.16, r],
      [base + step * 0.16, r],
      [base + step * 0.25, inner],
    ];
    for (const [t, rr] of angs) pts.push(`${n(cx + Math.cos(t) * rr)} ${n(cy + Math.sin(t) * rr)}`);
  }
  const d =
    `M${pts.join('L')}z` +
    `M${n(cx + hole)} ${n(cy)}a${n(hole)} ${n(hole)} 0 1 0 ${n(-2 * hole)} 0a${n(hole)} ${n(hole)} 0 1 0 ${n(2 * hole)} 0z`;
  return path(d, fill, { 'fill-rule': 'evenodd' });
}

/**
 * Database cylinder (front view with elliptic top).
 * @param {number} cx @param {number} y top centre y @param {number} rx @param {number} h @param {string} body @param {string} top
 */
export function cylinder(cx, y, rx, h, body, top) {
  const ry = rx * 0.3;
  return (
    path(`M${n(cx - rx)} ${n(y)}v${n(h)}a${n(rx)} ${n(ry)} 0 0 0 ${n(2 * rx)} 0v-${n(h)}z`, body) +
    ellipse(cx, y, rx, ry, top)
  );
}

/**
 * Cloud shape path centred on (cx,cy) with width ≈ 2.2*s.
 * @param {number} cx @param {number} cy @param {number} s @param {string} fill @param {Record<string,any>} [a]
 */
export function cloud(cx, cy, s, fill, a = {}) {
  const k = (/** @type {number} */ v) => n(v * s);
  const d =
    `M${n(cx - 1.1 * s)} ${n(cy + 0.45 * s)}` +
    `a${k(0.42)} ${k(0.42)} 0 0 1 ${k(0.12)}-${k(0.82)}` +
    `a${k(0.5)} ${k(0.5)} 0 0 1 ${k(0.55)}-${k(0.38)}` +
    `a${k(0.62)} ${k(0.62)} 0 0 1 ${k(1.12)} ${k(0.2)}` +
    `a${k(0.48)} ${k(0.48)} 0 0 1 ${k(0.4)} ${k(1)}z`;
  return path(d, fill, a);
}

/**
 * Shield path (top centre at cx,y; width w; height h).
 * @param {number} cx @param {number} y @param {number} w @param {number} h @param {string} fill @param {Record<string,any>} [a]
 */
export function shield(cx, y, w, h, fill, a = {}) {
  const hw = w / 2;
  const d =
    `M${n(cx)} ${n(y)}` +
    `C${n(cx + hw * 0.55)} ${n(y + h * 0.09)} ${n(cx + hw * 0.8)} ${n(y + h * 0.1)} ${n(cx + hw)} ${n(y + h * 0.1)}` +
    `V${n(y + h * 0.45)}C${n(cx + hw)} ${n(y + h * 0.75)} ${n(cx + hw * 0.45)} ${n(y + h * 0.92)} ${n(cx)} ${n(y + h)}` +
    `C${n(cx - hw * 0.45)} ${n(y + h * 0.92)} ${n(cx - hw)} ${n(y + h * 0.75)} ${n(cx - hw)} ${n(y + h * 0.45)}` +
    `V${n(y + h * 0.1)}C${n(cx - hw * 0.8)} ${n(y + h * 0.1)} ${n(cx - hw * 0.55)} ${n(y + h * 0.09)} ${n(cx)} ${n(y)}z`;
  return path(d, fill, a);
}

/**
 * Padlock.
 * @param {number} cx @param {number} y top of body @param {number} w @param {string} body @param {string} shackle
 */
export function padlock(cx, y, w, body, shackle) {
  const h = w * 0.78;
  const sr = w * 0.3;
  return (
    stroke(
      `M${n(cx - sr)} ${n(y)}v-${n(sr * 0.6)}a${n(sr)} ${n(sr)} 0 0 1 ${n(2 * sr)} 0v${n(sr * 0.6)}`,
      shackle,
      w * 0.11,
    ) +
    rect(cx - w / 2, y, w, h, w * 0.14, body) +
    circle(cx, y + h * 0.42, w * 0.09, C.white) +
    rect(cx - w * 0.035, y + h * 0.45, w * 0.07, h * 0.28, w * 0.035, C.white)
  );
}

/** Step colours, lightest first: fill and extruded side. */
const STEP_COLORS = [
  [C.blueSoft, C.blueMid],
  [C.blueMid, C.blue],
  [C.blue, C.navy3],
];

/**
 * Three blocks rising left to right like a staircase of growth, standing on one base line.
 * @param {number} x @param {number} base @param {number} w width of each step @param {number[]} hs heights @param {number} rx
 */
export const risingSteps = (x, base, w, hs, rx) =>
  hs
    .map((h, i) => {
      const [fill, side] = STEP_COLORS[i];
      return card(x + i * w, base - h, w, h, { rx, fill, side });
    })
    .join('');

/**
 * A big nine-tooth gear and a small seven-tooth one beside it, turned so their teeth interlock.
 * @param {[number, number, number, string]} big cx, cy, r, fill @param {[number, number, number, string]} small
 */
export const gearPair = (big, small) =>
  gear(...big, { teeth: 9 }) + gear(...small, { teeth: 7, a: 0.3 });

/**
 * Bar chart with rising bars.
 * @param {number} x @param {number} base y of baseline @param {number[]} hs @param {{w?:number,gap?:number,colors?:string[]}} [o]
 */
export function barChart(x, base, hs, o = {}) {
  const { w = 36, gap = 18, colors = [C.blueMid, C.blue, C.navy2, C.orange] } = o;
  return hs
    .map((h, i) => rect(x + i * (w + gap), base - h, w, h, 6, colors[i % colors.length]))
    .join('');
}

/**
 * Line chart polyline with end dot.
 * @param {Array<[number,number]>} pts @param {string} c @param {number} [w]
 */
export const lineChart = (pts, c, w = 6) => {
  const last = pts[pts.length - 1];
  return (
    stroke(`M${pts.map(([a, b]) => `${n(a)} ${n(b)}`).join('L')}`, c, w) +
    circle(last[0], last[1], w * 1.5, c) +
    circle(last[0], last[1], w * 0.6, C.white)
  );
};

/**
 * "</>" glyph drawn with strokes, centred on (cx,cy).
 * @param {number} cx @param {number} cy @param {number} s @param {string} c
 */
export const codeGlyph = (cx, cy, s, c) =>
  stroke(
    `M${n(cx - 0.45 * s)} ${n(cy - 0.4 * s)}l${n(-0.4 * s)} ${n(0.4 * s)}l${n(0.4 * s)} ${n(0.4 * s)}` +
      `M${n(cx + 0.45 * s)} ${n(cy - 0.4 * s)}l${n(0.4 * s)} ${n(0.4 * s)}l${n(-0.4 * s)} ${n(0.4 * s)}` +
      `M${n(cx + 0.18 * s)} ${n(cy - 0.55 * s)}l${n(-0.36 * s)} ${n(1.1 * s)}`,
    c,
    s * 0.16,
  );

/**
 * Raised tile with the "</>" glyph of size `s` in its middle; orange with a white glyph unless told.
 * @param {number} x @param {number} y @param {number} w @param {number} h @param {number} s
 * @param {{rx?:number,fill?:string,side?:string,ink?:string}} [o]
 */
export function codeTile(x, y, w, h, s, o = {}) {
  const { rx = 22, fill = C.orange, side = C.orangeDeep, ink = C.white } = o;
  return card(x, y, w, h, { rx, fill, side }) + codeGlyph(x + w / 2, y + h / 2, s, ink);
}

/**
 * Light bulb.
 * @param {number} cx @param {number} cy bulb centre @param {number} r @param {string} glass @param {string} baseC
 */
export function bulb(cx, cy, r, glass, baseC) {
  return (
    circle(cx, cy, r * 1.45, glass, { opacity: 0.18 }) +
    path(
      `M${n(cx - r * 0.45)} ${n(cy + r * 1.05)}C${n(cx - r * 0.5)} ${n(cy + r * 0.7)} ${n(cx - r)} ${n(cy + r * 0.45)} ${n(cx - r)} ${n(cy - r * 0.05)}` +
        `a${n(r)} ${n(r)} 0 0 1 ${n(2 * r)} 0C${n(cx + r)} ${n(cy + r * 0.45)} ${n(cx + r * 0.5)} ${n(cy + r * 0.7)} ${n(cx + r * 0.45)} ${n(cy + r * 1.05)}z`,
      glass,
    ) +
    stroke(
      `M${n(cx - r * 0.2)} ${n(cy + r * 0.95)}v-${n(r * 0.5)}l${n(r * 0.2)}-${n(r * 0.2)}l${n(r * 0.2)} ${n(r * 0.2)}v${n(r * 0.5)}`,
      C.white,
      r * 0.07,
      { opacity: 0.9 },
    ) +
    rect(cx - r * 0.5, cy + r * 1.1, r, r * 0.2, r * 0.08, baseC) +
    rect(cx - r * 0.45, cy + r * 1.36, r * 0.9, r * 0.2, r * 0.08, baseC) +
    rect(cx - r * 0.28, cy + r * 1.62, r * 0.56, r * 0.16, r * 0.08, baseC)
  );
}

/**
 * Rocket pointing up-right (drawn pointing up then rotated).
 * @param {number} cx @param {number} cy @param {number} s scale (body height ≈ 3s) @param {number} [rot]
 */
export function rocket(cx, cy, s, rot = 35) {
  const body =
    path(`M${n(-0.3 * s)} ${n(0.95 * s)}Q0 ${n(2.1 * s)} ${n(0.3 * s)} ${n(0.95 * s)}z`, C.orange) +
    path(
      `M${n(-0.15 * s)} ${n(0.95 * s)}Q0 ${n(1.55 * s)} ${n(0.15 * s)} ${n(0.95 * s)}z`,
      '#ffd0b5',
    ) +
    path(
      `M${n(-0.45 * s)} ${n(0.1 * s)}L${n(-0.95 * s)} ${n(0.75 * s)}V${n(1.1 * s)}L${n(-0.4 * s)} ${n(0.9 * s)}z`,
      C.navy,
    ) +
    path(
      `M${n(0.45 * s)} ${n(0.1 * s)}L${n(0.95 * s)} ${n(0.75 * s)}V${n(1.1 * s)}L${n(0.4 * s)} ${n(0.9 * s)}z`,
      C.navy,
    ) +
    path(
      `M0 ${n(-1.6 * s)}C${n(0.7 * s)} ${n(-1 * s)} ${n(0.62 * s)} ${n(0.3 * s)} ${n(0.45 * s)} ${n(0.95 * s)}H${n(-0.45 * s)}C${n(-0.62 * s)} ${n(0.3 * s)} ${n(-0.7 * s)} ${n(-1 * s)} 0 ${n(-1.6 * s)}z`,
      C.blue,
    ) +
    path(
      `M0 ${n(-1.6 * s)}C${n(0.7 * s)} ${n(-1 * s)} ${n(0.62 * s)} ${n(0.3 * s)} ${n(0.45 * s)} ${n(0.95 * s)}H0z`,
      C.navy,
      { opacity: 0.18 },
    ) +
    path(
      `M0 ${n(-1.6 * s)}C${n(0.42 * s)} ${n(-1.25 * s)} ${n(0.56 * s)} ${n(-0.85 * s)} ${n(0.6 * s)} ${n(-0.7 * s)}H${n(-0.6 * s)}C${n(-0.56 * s)} ${n(-0.85 * s)} ${n(-0.42 * s)} ${n(-1.25 * s)} 0 ${n(-1.6 * s)}z`,
      C.orange,
    ) +
    circle(0, -0.2 * s, 0.26 * s, C.white) +
    circle(0, -0.2 * s, 0.16 * s, C.navy2) +
    rect(-0.1 * s, 0.45 * s, 0.2 * s, 0.5 * s, 0.1 * s, C.navy, { opacity: 0.35 });
  return g(`translate(${n(cx)} ${n(cy)}) rotate(${rot})`, body);
}
