// @ts-check
/**
 * Props only the company and process scenes draw: building windows, trees, saplings, watering
 * cans, avatar badges, learners seen from behind, balloons.
 */
import { C } from '../kit/palette.mjs';
import { n } from '../kit/svg.mjs';
import { rect, circle, ellipse, path, stroke, g } from '../kit/shapes.mjs';
import { figure, HAIR, SKIN } from '../kit/people.mjs';

/** Window grid for a building. @param {number} x @param {number} y @param {number} cols @param {number} rows @param {string} c @param {number} [o] */
export function windows(x, y, cols, rows, c, o = 0.55) {
  let lit = '';
  let d = '';
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < cols; k++) {
      const wx = x + k * 34;
      const wy = y + r * 42;
      if ((r * 3 + k * 5) % 7 === 2) lit += rect(wx, wy, 20, 26, 3, C.orangeMid);
      else d += `M${wx} ${wy}h20v26h-20z`;
    }
  return path(d, c, { opacity: o }) + lit;
}

/** Round tree. @param {number} x @param {number} base @param {number} r @param {string} c */
export const tree = (x, base, r, c) =>
  rect(x - 5, base - r * 1.6, 10, r * 1.6, 4, C.navy3) + circle(x, base - r * 1.9, r, c);

/**
 * A young tree just planted: a thin stem with pairs of leaves, the top ones newest and lightest.
 * @param {number} x @param {number} base @param {number} h height of the stem
 */
export function sapling(x, base, h) {
  const leaf = (
    /** @type {number} */ y,
    /** @type {number} */ side,
    /** @type {number} */ len,
    /** @type {string} */ c,
  ) =>
    g(
      `translate(${n(x)} ${n(y)}) rotate(${side * 55})`,
      path(
        `M0 0C${n(len * 0.3)} ${n(-len * 0.3)} ${n(len * 0.25)} ${n(-len * 0.8)} 0 ${n(-len)}C${n(-len * 0.25)} ${n(-len * 0.8)} ${n(-len * 0.3)} ${n(-len * 0.3)} 0 0z`,
        c,
      ),
    );
  return (
    stroke(`M${n(x)} ${n(base)}V${n(base - h)}`, C.navy3, 7) +
    leaf(base - h * 0.35, -1, 62, C.navy3) +
    leaf(base - h * 0.45, 1, 58, C.navy2) +
    leaf(base - h * 0.7, -1, 54, C.blue) +
    leaf(base - h * 0.78, 1, 50, C.blue) +
    g(`translate(${n(x)} ${n(base - h)})`, path('M0 4C14-8 12-30 0-42C-12-30-14-8 0 4z', C.blueMid))
  );
}

/**
 * Watering can standing on the ground, spout to the left.
 * @param {number} x left of the body @param {number} base @param {number} s body width
 */
export const wateringCan = (x, base, s) =>
  stroke(
    `M${n(x + s * 0.2)} ${n(base - s * 0.85)}q${n(s * 0.3)} ${n(-s * 0.45)} ${n(s * 0.6)} 0`,
    C.navy,
    s * 0.1,
  ) +
  path(
    `M${n(x + s * 0.08)} ${n(base - s * 0.55)}L${n(x - s * 0.55)} ${n(base - s * 1.05)}l${n(-s * 0.08)} ${n(s * 0.14)}L${n(x + s * 0.08)} ${n(base - s * 0.25)}z`,
    C.orangeDeep,
  ) +
  rect(x, base - s * 0.8, s, s * 0.8, s * 0.14, C.orange) +
  rect(x, base - s * 0.8, s, s * 0.16, s * 0.08, C.orangeDeep, { opacity: 0.35 });

/**
 * Someone seen from behind, head and shoulders: hair over the whole head, the ears either side.
 * @param {number} i look index @param {number} x @param {number} y head centre @param {number} s head radius
 */
export function learner(i, x, y, s) {
  const shirts = [C.blue, C.navy3, C.orange, '#5d7fc4'];
  const hair = HAIR[[0, 1, 5, 2][i % 4]];
  const skin = SKIN[[1, 4, 2, 3][i % 4]];
  const top = y + s * 1.3;
  return (
    path(
      `M${n(x - s * 2)} ${n(y + s * 3.2)}C${n(x - s * 2)} ${n(top + s * 0.4)} ${n(x - s * 1.5)} ${n(top)} ${n(x - s * 0.6)} ${n(top)}H${n(x + s * 0.6)}C${n(x + s * 1.5)} ${n(top)} ${n(x + s * 2)} ${n(top + s * 0.4)} ${n(x + s * 2)} ${n(y + s * 3.2)}z`,
      shirts[i % shirts.length],
    ) +
    rect(x - s * 0.36, y + s * 0.6, s * 0.72, s * 0.8, s * 0.2, skin) +
    circle(x - s * 0.98, y + s * 0.1, s * 0.2, skin) +
    circle(x + s * 0.98, y + s * 0.1, s * 0.2, skin) +
    ellipse(x, y, s * 1.02, s * 1.1, hair)
  );
}

/** Small round avatar badge with a figure inside. @param {number} i @param {number} cx @param {number} cy @param {number} r @param {string} bgc */
export function avatar(i, cx, cy, r, bgc) {
  const id = `av${i}`;
  return (
    `<clipPath id="${id}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>` +
    circle(cx, cy, r + 8, C.white) +
    circle(cx, cy, r, bgc) +
    g('', figure(i, cx, cy - r * 0.12, r * 0.42), { 'clip-path': `url(#${id})` })
  );
}

/** Balloon. @param {number} cx @param {number} cy @param {number} r @param {string} c */
export const balloon = (cx, cy, r, c) =>
  stroke(
    `M${n(cx)} ${n(cy + r * 1.2)}q${n(-r * 0.3)} ${n(r * 0.8)} 0 ${n(r * 1.6)}t0 ${n(r * 1.2)}`,
    C.grey4,
    3,
  ) +
  ellipse(cx, cy, r, r * 1.2, c) +
  path(`M${n(cx - 8)} ${n(cy + r * 1.28)}h16l-8-12z`, c) +
  ellipse(cx - r * 0.35, cy - r * 0.45, r * 0.18, r * 0.3, C.white, { opacity: 0.35 });
