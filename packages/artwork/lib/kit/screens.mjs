// @ts-check
/** Cards, text bars, app windows and the devices that show them (laptops, monitors), plus the mouse cursor. */
import { C } from './palette.mjs';
import { n } from './svg.mjs';
import { rect, circle, path, g } from './shapes.mjs';
import { checkBadge } from './marks.mjs';

/**
 * A flat card with a darker "extrusion" under it, giving a light 3D feel.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {{rx?:number,fill?:string,depth?:number,side?:string,stroke?:string}} [o]
 */
export function card(x, y, w, h, o = {}) {
  const { rx = 18, fill = C.white, depth = 10, side = C.grey3, stroke: st } = o;
  return (
    (depth ? rect(x, y + depth, w, h, rx, side) : '') +
    rect(x, y, w, h, rx, fill, st ? { stroke: st, 'stroke-width': 3 } : {})
  );
}

/**
 * Horizontal bars standing for text or code lines.
 * @param {number} x @param {number} y @param {number[]} widths @param {{gap?:number,h?:number,colors?:string[],indent?:number[]}} [o]
 */
export function bars(x, y, widths, o = {}) {
  const { gap = 22, h = 10, colors = [C.grey2], indent = [] } = o;
  return widths
    .map((w, i) => rect(x + (indent[i] || 0), y + i * gap, w, h, h / 2, colors[i % colors.length]))
    .join('');
}

/**
 * A small card ticking off one item: a check badge, centred on the card's height, and two short
 * lines of text beside it.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {{badge:[x:number,r:number],text:[x:number,y:number],lines:number[]}} o
 */
export const tickedCard = (x, y, w, h, { badge: [badgeX, r], text: [textX, textY], lines }) =>
  card(x, y, w, h, { rx: 18 }) +
  checkBadge(badgeX, y + h / 2, r) +
  bars(textX, textY, lines, { gap: 20, h: 9, colors: [C.navy, C.grey2] });

/**
 * Rows of a checklist, one per top: a check badge in that row's colour and two lines of text.
 * @param {{x:number,textX:number,tops:number[],badges:string[],lines:number[]}} o
 */
export const checklist = ({ x, textX, tops, badges, lines }) =>
  tops
    .map(
      (top, i) =>
        checkBadge(x, top + 20, 24, badges[i]) +
        bars(textX, top + 4, lines, { gap: 22, h: 11, colors: [C.navy, C.grey2] }),
    )
    .join('');

/**
 * A card with a checklist on it; the rows are placed in scene coordinates, like the card.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {Parameters<typeof checklist>[0]} rows
 */
export const checklistCard = (x, y, w, h, rows) => card(x, y, w, h, { rx: 22 }) + checklist(rows);

/** Syntax colours of code lines, top to bottom, repeating. */
const SYNTAX = [C.orange, C.blueMid, C.white, C.blueMid, C.orangeMid];
/** Indent depths of a small block of code: it opens, nests twice, steps back out and closes. */
const BLOCK = [0, 1, 2, 1, 0];

/**
 * Lines of code on a dark screen: bars in syntax colours, line i indented by `depths[i]` steps
 * of `step` (no indent without a step).
 * @param {number} x @param {number} y @param {number[]} widths
 * @param {{gap:number,h:number,step?:number,depths?:number[],colors?:string[]}} o
 */
export function codeLines(x, y, widths, o) {
  const { gap, h, step = 0, depths = BLOCK, colors = SYNTAX } = o;
  return bars(x, y, widths, { gap, h, colors, indent: depths.map((d) => d * step) });
}

/**
 * App/browser window: frame with a title bar and three dots.
 * @param {number} x @param {number} y @param {number} w @param {number} h
 * @param {{bar?:string,fill?:string,depth?:number,rx?:number}} [o]
 */
export function windowFrame(x, y, w, h, o = {}) {
  const { bar = C.navy, fill = C.white, depth = 12, rx = 20 } = o;
  const bh = 44;
  return (
    card(x, y, w, h, { rx, fill, depth }) +
    path(
      `M${n(x)} ${n(y + rx)}a${rx} ${rx} 0 0 1 ${rx}-${rx}h${n(w - 2 * rx)}a${rx} ${rx} 0 0 1 ${rx} ${rx}v${n(bh - rx)}h-${n(w)}z`,
      bar,
    ) +
    circle(x + 26, y + 22, 7, C.orange) +
    circle(x + 48, y + 22, 7, C.orangeMid) +
    circle(x + 70, y + 22, 7, C.blueMid)
  );
}

/**
 * Laptop (front view, slightly flat).
 * @param {number} cx @param {number} base y of the keyboard base @param {number} w screen width @param {string} [screen] extra screen content drawn in screen coordinates (0,0 top-left)
 */
export function laptop(cx, base, w, screen = '') {
  const h = w * 0.62;
  const x = cx - w / 2;
  const y = base - h - 8;
  return (
    rect(x, y, w, h, 12, C.navy) +
    rect(x + 10, y + 10, w - 20, h - 20, 4, C.white) +
    g(`translate(${n(x + 10)} ${n(y + 10)})`, screen) +
    path(
      `M${n(x - w * 0.1)} ${n(base - 8)}h${n(w * 1.2)}l${n(-w * 0.04)} 16h${n(-w * 1.12)}z`,
      C.grey3,
    ) +
    rect(cx - w * 0.09, base - 8, w * 0.18, 6, 3, C.grey4)
  );
}

/**
 * Back of a laptop standing on a desk (seen from the front of the desk).
 * @param {number} cx @param {number} base @param {number} w
 */
export const laptopBack = (cx, base, w) =>
  rect(cx - w / 2, base - w * 0.64, w, w * 0.64, 14, C.grey2) +
  circle(cx, base - w * 0.32, w * 0.08, C.white) +
  rect(cx - w * 0.6, base - 6, w * 1.2, 10, 5, C.grey3);

/**
 * Desktop monitor on a stand.
 * @param {number} cx @param {number} base @param {number} w @param {string} [screen] content in screen coordinates
 */
export function monitor(cx, base, w, screen = '') {
  const h = w * 0.6;
  const x = cx - w / 2;
  const y = base - h - 60;
  return (
    rect(cx - 16, y + h - 10, 32, 66, 0, C.grey4) +
    rect(cx - 70, base - 10, 140, 14, 7, C.grey4) +
    rect(x, y, w, h, 16, C.navy) +
    rect(x + 12, y + 12, w - 24, h - 24, 6, C.navy2) +
    g(`translate(${n(x + 12)} ${n(y + 12)})`, screen)
  );
}

/**
 * Mouse cursor arrow with its tip at (x,y).
 * @param {number} x @param {number} y @param {number} [s]
 */
export const cursor = (x, y, s = 1) =>
  g(
    `translate(${n(x)} ${n(y)}) scale(${n(s)})`,
    path('M0 0V46l12-11 8 19 8-4-8-18h16z', C.navy, {
      stroke: C.white,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
  );
