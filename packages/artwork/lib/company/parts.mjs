// @ts-check
/** Props only the company and process scenes draw: building windows, trees, avatar badges, headsets, balloons. */
import { C } from '../kit/palette.mjs';
import { n } from '../kit/svg.mjs';
import { rect, circle, ellipse, path, stroke, g } from '../kit/shapes.mjs';
import { figure } from '../kit/people.mjs';

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

/** Headset over a head centred on (x,y) with radius s. @param {number} x @param {number} y @param {number} s */
export const headset = (x, y, s) =>
  stroke(
    `M${n(x - s * 1.05)} ${n(y + s * 0.1)}a${n(s * 1.05)} ${n(s * 1.2)} 0 0 1 ${n(s * 2.1)} 0`,
    C.navy,
    s * 0.14,
  ) +
  rect(x - s * 1.25, y - s * 0.1, s * 0.34, s * 0.55, s * 0.14, C.orange) +
  rect(x + s * 0.91, y - s * 0.1, s * 0.34, s * 0.55, s * 0.14, C.orange) +
  stroke(
    `M${n(x + s * 1.05)} ${n(y + s * 0.45)}q0 ${n(s * 0.6)} ${n(-s * 0.7)} ${n(s * 0.62)}`,
    C.navy,
    s * 0.08,
  ) +
  circle(x + s * 0.3, y + s * 1.07, s * 0.1, C.navy);

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
