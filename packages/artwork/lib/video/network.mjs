// @ts-check
/**
 * What the hero loop shows: a network of services at work on the right of the frame (nodes
 * joined by links, signals running along them, a code window being typed, a chart whose bars
 * move, a turning gear, a cloud and a shield), and a calm navy field on the left where the site
 * sets its headline. Every motion completes a whole number of cycles per loop.
 */
import { C } from '../kit/palette.mjs';
import { n, el } from '../kit/svg.mjs';
import { rect, circle, path, stroke, g } from '../kit/shapes.mjs';
import { gear, cloud, shield } from '../kit/symbols.mjs';
import { check } from '../kit/marks.mjs';

export const W = 1280;
export const H = 720;

/**
 * The art is drawn at full size, then shrunk by ART_SCALE towards a point near the frame's
 * right edge: kept compact and to the right, it stays clear of the site's text column even
 * where the hero is narrow for its height and the frame is cropped from the left.
 */
const ART_SCALE = 0.9;
const ART_ANCHOR = /** @type {const} */ ([1250, 370]);

/** The leftmost x (frame pixels) the art reaches; left of it is plain navy for the headline. */
const ART_LEFT = Math.round(ART_ANCHOR[0] - (ART_ANCHOR[0] - 700) * ART_SCALE);

const TAU = Math.PI * 2;

/** @typedef {[x: number, y: number]} Point */

/**
 * Nodes: resting place, how far and how often they sway (whole cycles per loop), phase and look.
 * @type {Record<string, {at: Point, sway: Point, k: [number, number], phase: number, kind: 'hub'|'ring'|'dot'|'spark'}>}
 */
const NODES = {
  a: { at: [770, 170], sway: [7, 6], k: [1, 1], phase: 0.3, kind: 'ring' },
  b: { at: [890, 96], sway: [6, 8], k: [1, 2], phase: 1.9, kind: 'dot' },
  c: { at: [1018, 176], sway: [8, 6], k: [1, 1], phase: 3.1, kind: 'ring' },
  d: { at: [1168, 118], sway: [6, 7], k: [2, 1], phase: 4.4, kind: 'spark' },
  e: { at: [808, 318], sway: [7, 7], k: [1, 1], phase: 5.2, kind: 'dot' },
  f: { at: [968, 318], sway: [5, 5], k: [1, 1], phase: 0.9, kind: 'hub' },
  g: { at: [1118, 300], sway: [7, 6], k: [1, 2], phase: 2.6, kind: 'ring' },
  h: { at: [1238, 372], sway: [5, 8], k: [1, 1], phase: 3.8, kind: 'dot' },
  i: { at: [872, 470], sway: [6, 6], k: [2, 1], phase: 1.2, kind: 'spark' },
  j: { at: [1030, 452], sway: [7, 6], k: [1, 1], phase: 4.9, kind: 'ring' },
  k: { at: [1176, 506], sway: [6, 7], k: [1, 1], phase: 0.4, kind: 'dot' },
  l: { at: [962, 606], sway: [8, 5], k: [1, 2], phase: 2.2, kind: 'ring' },
  m: { at: [1236, 640], sway: [5, 6], k: [1, 1], phase: 5.7, kind: 'spark' },
};

const LINKS = [
  'ab',
  'bc',
  'cd',
  'ae',
  'bf',
  'cf',
  'cg',
  'dg',
  'ef',
  'fg',
  'gh',
  'ei',
  'fj',
  'gj',
  'gk',
  'hk',
  'ij',
  'jk',
  'il',
  'jl',
  'km',
  'lm',
];

/** Signals: the nodes they run through, how many runs per loop, where they start, their colour. */
const SIGNALS = [
  { route: 'abfjl', runs: 1, start: 0, color: C.orange },
  { route: 'dgfei', runs: 1, start: 0.45, color: C.orangeMid },
  { route: 'hkjil', runs: 1, start: 0.2, color: C.blueMid },
  { route: 'cgkm', runs: 2, start: 0.7, color: C.orange },
  { route: 'aefgh', runs: 1, start: 0.8, color: C.blueMid },
];

/** @param {string} id @param {number} t loop phase, 0..1 */
function nodeAt(id, t) {
  const node = NODES[id];
  if (!node) throw new Error(`no node ${id}`);
  const { at, sway, k, phase } = node;
  return /** @type {Point} */ ([
    at[0] + sway[0] * Math.sin(TAU * k[0] * t + phase),
    at[1] + sway[1] * Math.cos(TAU * k[1] * t + phase * 1.3),
  ]);
}

/** Where a signal is: a point on its route, `u` (0..1) of the way along it. @param {Point[]} points @param {number} u */
function along(points, u) {
  const lengths = points
    .slice(1)
    .map((p, i) => Math.hypot(p[0] - points[i][0], p[1] - points[i][1]));
  let left = u * lengths.reduce((sum, length) => sum + length, 0);
  for (let i = 0; i < lengths.length; i += 1) {
    if (left <= lengths[i] || i === lengths.length - 1) {
      const s = Math.min(1, left / lengths[i]);
      const [x0, y0] = points[i];
      const [x1, y1] = points[i + 1];
      return /** @type {Point} */ ([x0 + (x1 - x0) * s, y0 + (y1 - y0) * s]);
    }
    left -= lengths[i];
  }
  return points[points.length - 1];
}

const fract = (/** @type {number} */ v) => v - Math.floor(v);
/** A wave of whole cycles per loop, 0..1. @param {number} t @param {number} k @param {number} phase */
const wave = (t, k, phase) => 0.5 + 0.5 * Math.sin(TAU * k * t + phase);

/**
 * A gradient of `stops`: offset, colour and opacity.
 * @param {'linearGradient'|'radialGradient'} tag @param {Record<string, string|number>} attrs
 * @param {Array<[number, string, number]>} stops
 */
const gradient = (tag, attrs, stops) =>
  el(
    tag,
    attrs,
    stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join(''),
  );

const defs =
  gradient('linearGradient', { id: 'sky', x1: 0, y1: 0, x2: 1, y2: 1 }, [
    [0, '#091629', 1],
    [0.55, C.navy, 1],
    [1, '#112a52', 1],
  ]) +
  gradient('radialGradient', { id: 'glowBlue' }, [
    [0, C.blue, 0.55],
    [1, C.blue, 0],
  ]) +
  gradient('radialGradient', { id: 'glowOrange' }, [
    [0, C.orange, 0.5],
    [1, C.orange, 0],
  ]) +
  gradient('radialGradient', { id: 'spark' }, [
    [0, C.white, 0.9],
    [0.35, C.orangeMid, 0.55],
    [1, C.orange, 0],
  ]);

/** The dots of a faint grid, fading in from the left edge of the art. */
function grid() {
  let dots = '';
  for (let x = ART_LEFT - 60; x < W; x += 32) {
    const fade = Math.min(1, (x - (ART_LEFT - 60)) / 260);
    for (let y = 16; y < H; y += 32)
      dots += circle(x, y, 1.4, C.blueMid, { opacity: n(0.28 * fade) });
  }
  return dots;
}
const GRID = grid();

/** A card of the glass the art's panels are made of. @param {number} x @param {number} y @param {number} w @param {number} h */
const panel = (x, y, w, h) =>
  rect(x + 4, y + 10, w, h, 16, '#050d1a', { opacity: 0.45 }) +
  rect(x, y, w, h, 16, C.navy2, { stroke: C.blueMid, 'stroke-opacity': 0.45, 'stroke-width': 1.5 });

/** A code window whose last line is being typed, with a blinking caret. @param {number} t */
function codeWindow(t) {
  const x = 736;
  const y = 380 + 6 * Math.sin(TAU * t + 0.6);
  const typed = fract(t * 2);
  const lines = [
    [0, 92, C.orange],
    [1, 120, C.blueMid],
    [2, 70, C.white],
    [2, 104, C.orangeMid],
    [1, 56 + 80 * Math.min(1, typed * 1.4), C.blueMid],
  ];
  const lastLine = lines[lines.length - 1];
  const caretX =
    x + 22 + /** @type {number} */ (lastLine[0]) * 18 + /** @type {number} */ (lastLine[1]) + 6;
  const caretOn = fract(t * 8) < 0.5;
  return (
    panel(x, y, 214, 150) +
    path(`M${x} ${n(y + 16)}a16 16 0 0 1 16-16h182a16 16 0 0 1 16 16v18h-214z`, '#0f2446') +
    circle(x + 20, y + 17, 5, C.orange) +
    circle(x + 36, y + 17, 5, C.orangeMid) +
    circle(x + 52, y + 17, 5, C.blueMid) +
    lines
      .map(([depth, width, color], i) =>
        rect(
          x + 22 + /** @type {number} */ (depth) * 18,
          y + 50 + i * 19,
          /** @type {number} */ (width),
          8,
          4,
          /** @type {string} */ (color),
        ),
      )
      .join('') +
    (caretOn ? rect(caretX, y + 48 + 4 * 19, 3, 12, 1.5, C.white) : '')
  );
}

/** A chart whose bars rise and fall, with a trend line over them. @param {number} t */
function chart(t) {
  const x = 1064;
  const y = 392 + 7 * Math.sin(TAU * t + 2.4);
  const base = y + 120;
  const heights = [0, 1, 2, 3].map((i) => 26 + 18 * i + 14 * wave(t, 1 + (i % 2), i * 1.7));
  const colors = [C.blueMid, C.blue, C.orangeMid, C.orange];
  const bars = heights.map((h, i) => rect(x + 24 + i * 36, base - h, 22, h, 5, colors[i])).join('');
  const tops = heights.map((h, i) => `${n(x + 35 + i * 36)} ${n(base - h - 12)}`);
  return (
    panel(x, y, 182, 140) +
    bars +
    stroke(`M${tops.join('L')}`, C.white, 3, { opacity: 0.9 }) +
    circle(x + 35 + 3 * 36, base - heights[3] - 12, 5, C.white)
  );
}

/** Round badges for the cloud and for security, bobbing on their own rhythm. @param {number} t */
function badges(t) {
  const cloudY = 150 + 6 * Math.sin(TAU * t + 4.1);
  const shieldY = 560 + 6 * Math.sin(TAU * t + 1.4);
  return (
    circle(1090, cloudY, 40, C.navy2, {
      stroke: C.blueMid,
      'stroke-opacity': 0.5,
      'stroke-width': 1.5,
    }) +
    cloud(1090, cloudY + 2, 24, C.blueMid) +
    circle(812, shieldY, 36, C.navy2, {
      stroke: C.orangeMid,
      'stroke-opacity': 0.55,
      'stroke-width': 1.5,
    }) +
    shield(812, shieldY - 22, 36, 44, C.orange) +
    check(813, shieldY + 1, 18, C.white, 4.5)
  );
}

/** Draws one frame as an SVG document. @param {number} t loop phase, 0..1 */
export function frameSvg(t) {
  const points = Object.fromEntries(Object.keys(NODES).map((id) => [id, nodeAt(id, t)]));
  const breathe = wave(t, 1, 0.8);
  const glows =
    el('ellipse', {
      cx: 1010,
      cy: 340,
      rx: 430 + 30 * breathe,
      ry: 330 + 20 * breathe,
      fill: 'url(#glowBlue)',
    }) +
    el('ellipse', {
      cx: 1150,
      cy: 600,
      rx: 280 - 30 * breathe,
      ry: 220 - 20 * breathe,
      fill: 'url(#glowOrange)',
    });

  // Dashed orbits turn by exactly one dash period per loop.
  const orbits =
    circle(975, 350, 236, 'none', {
      stroke: C.blueMid,
      'stroke-opacity': 0.22,
      'stroke-width': 1.5,
      'stroke-dasharray': '3 11',
      'stroke-dashoffset': n(-14 * t * 4),
    }) +
    circle(975, 350, 318, 'none', {
      stroke: C.orangeMid,
      'stroke-opacity': 0.14,
      'stroke-width': 1.5,
      'stroke-dasharray': '2 16',
      'stroke-dashoffset': n(18 * t * 3),
    });

  const links = LINKS.map((pair) => {
    const [p, q] = [points[pair[0]], points[pair[1]]];
    return el('line', {
      x1: p[0],
      y1: p[1],
      x2: q[0],
      y2: q[1],
      stroke: C.blueMid,
      'stroke-opacity': 0.42,
      'stroke-width': 1.6,
    });
  }).join('');

  const signals = SIGNALS.map(({ route, runs, start, color }) => {
    const [x, y] = along(
      route.split('').map((id) => points[id]),
      fract(start + runs * t),
    );
    return circle(x, y, 24, 'url(#spark)') + circle(x, y, 6, color) + circle(x, y, 2.5, C.white);
  });

  const nodes = Object.entries(NODES)
    .map(([id, { kind }]) => {
      const [x, y] = points[id];
      if (kind === 'hub')
        return (
          circle(x, y, 34 + 4 * breathe, C.orange, { opacity: 0.16 }) +
          circle(x, y, 24, C.navy, { stroke: C.orange, 'stroke-width': 4 }) +
          g('', gear(x, y, 15, C.orangeMid, { teeth: 8, a: (t * TAU) / 8 }))
        );
      if (kind === 'ring')
        return circle(x, y, 10, C.navy, { stroke: C.blueMid, 'stroke-width': 3 });
      if (kind === 'spark') return circle(x, y, 8, C.orange) + circle(x, y, 3, C.white);
      return circle(x, y, 6, C.white, { opacity: 0.9 });
    })
    .join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs}</defs>` +
    rect(0, 0, W, H, 0, 'url(#sky)') +
    glows +
    GRID +
    g(
      `translate(${ART_ANCHOR[0]} ${ART_ANCHOR[1]}) scale(${ART_SCALE}) translate(${-ART_ANCHOR[0]} ${-ART_ANCHOR[1]})`,
      orbits + links + signals.join('') + nodes + codeWindow(t) + chart(t) + badges(t),
    ) +
    `</svg>`
  );
}
