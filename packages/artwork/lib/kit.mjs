// @ts-check
/**
 * Drawing kit shared by every generated SVG: brand palette, a tiny element
 * builder, a minifier and a set of flat "objects" (cards, windows, gears,
 * clouds, people…) that the scene modules compose.
 *
 * All scenes are drawn in a 960x720 coordinate space (4:3). Process images
 * (640x480) reuse the same space through their viewBox.
 */

/** Brand palette. */
export const C = {
  navy: '#0b1b33',
  navy2: '#15305a',
  navy3: '#24467c',
  blue: '#2f6fed',
  blueMid: '#87a9f4',
  blueSoft: '#dde7fc',
  orange: '#f26522',
  orangeMid: '#f7a173',
  orangeSoft: '#fde5d7',
  bg: '#f4f6fa',
  grey1: '#eef1f6',
  grey2: '#e1e6ee',
  grey3: '#c5cedb',
  grey4: '#8a97ab',
  white: '#ffffff',
};

/**
 * Formats a number with at most one decimal, no trailing zeros.
 * @param {number} v
 * @returns {string}
 */
export function n(v) {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/**
 * Serialises one element. Attribute values that are numbers are rounded;
 * `undefined`/`null`/`false` attributes are skipped.
 * @param {string} tag
 * @param {Record<string, string|number|undefined|null|false>} [attrs]
 * @param {string} [children]
 * @returns {string}
 */
export function el(tag, attrs = {}, children) {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? n(v) : v}"`;
  }
  return children === undefined ? `${s}/>` : `${s}>${children}</${tag}>`;
}

/**
 * Escapes text for use inside XML.
 * @param {string} s
 */
export function esc(s) {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Minifies generated SVG markup: collapses whitespace between tags and runs of
 * spaces. The generator never emits whitespace-sensitive content.
 * @param {string} s
 */
export function minify(s) {
  return s
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s*\/>/g, '/>')
    .trim();
}

/**
 * Wraps content in a root <svg> with role="img" and a <title>.
 * @param {{w:number,h:number,vw?:number,vh?:number,title:string,defs?:string,body:string}} o
 */
export function svgDoc({ w, h, vw = w, vh = h, title, defs = '', body }) {
  return minify(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" role="img">` +
      `<title>${esc(title)}</title>` +
      (defs ? `<defs>${defs}</defs>` : '') +
      body +
      `</svg>`,
  );
}

/**
 * Deterministic PRNG (mulberry32).
 * @param {number} seed
 * @returns {() => number}
 */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/* ------------------------------------------------------------------ shapes */

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {number} rx @param {string} fill @param {Record<string, any>} [a] */
export const rect = (x, y, w, h, rx, fill, a = {}) =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...a });
/** @param {number} cx @param {number} cy @param {number} r @param {string} fill @param {Record<string, any>} [a] */
export const circle = (cx, cy, r, fill, a = {}) => el('circle', { cx, cy, r, fill, ...a });
/** @param {number} cx @param {number} cy @param {number} rx @param {number} ry @param {string} fill @param {Record<string, any>} [a] */
export const ellipse = (cx, cy, rx, ry, fill, a = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
/** @param {string} d @param {string} fill @param {Record<string, any>} [a] */
export const path = (d, fill, a = {}) => el('path', { d, fill, ...a });
/** Stroked path without fill. @param {string} d @param {string} stroke @param {number} w @param {Record<string, any>} [a] */
export const stroke = (d, stroke, w, a = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke,
    'stroke-width': w,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  });
/** @param {string} transform @param {string} children @param {Record<string, any>} [a] */
export const g = (transform, children, a = {}) =>
  el('g', { transform: transform || undefined, ...a }, children);

/** Soft ground shadow. @param {number} cx @param {number} cy @param {number} rx @param {number} [ry] @param {number} [o] */
export const shadow = (cx, cy, rx, ry = rx * 0.12, o = 0.07) =>
  ellipse(cx, cy, rx, ry, C.navy, { opacity: o });

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

/* ------------------------------------------------------------ backgrounds */

/** Ids used by backgrounds (one document = one scene, so ids never clash). */
export const bgDefs = {
  light:
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7f9fc"/><stop offset="1" stop-color="#e9eef7"/></linearGradient>' +
    '<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.2" fill="#c5cedb"/></pattern>',
  dark:
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1b33"/><stop offset="1" stop-color="#16325c"/></linearGradient>' +
    '<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="#2c4c80"/></pattern>',
};

/**
 * Light or dark background for a 960x720 scene, with soft blobs and a dot
 * grid patch. `v` varies the placement so scenes don't look identical.
 * @param {number} v variant seed
 * @param {boolean} [dark]
 */
export function background(v, dark = false) {
  const r = rng(v * 7919 + 17);
  const corner = Math.floor(r() * 4);
  const dx = corner % 2 ? 620 : 48;
  const dy = corner > 1 ? 470 : 48;
  const bx = 120 + r() * 720;
  const by = 90 + r() * 120;
  return (
    rect(0, 0, 960, 720, 0, 'url(#bg)') +
    rect(dx, dy, 290, 200, 0, 'url(#dots)', { opacity: dark ? 0.8 : 0.7 }) +
    circle(bx, by, 90 + r() * 50, dark ? C.navy3 : C.orangeSoft, { opacity: dark ? 0.45 : 0.8 }) +
    circle(960 - bx * 0.6, 600 + r() * 60, 110 + r() * 40, dark ? C.blue : C.blueSoft, {
      opacity: dark ? 0.18 : 0.9,
    })
  );
}

/**
 * Large soft disc behind the subject.
 * @param {number} cx @param {number} cy @param {number} r @param {boolean} [dark]
 */
export const halo = (cx, cy, r, dark = false) =>
  circle(cx, cy, r, dark ? C.navy2 : C.white, { opacity: dark ? 0.9 : 0.85 }) +
  ring(cx, cy, r + 26, dark ? C.navy3 : C.grey2, 3);

/* ------------------------------------------------------------------ people */

/** Skin tones from light to deep. */
export const SKIN = ['#f6d3b8', '#eebf9a', '#d9a27a', '#c0845a', '#9a6240', '#6f452c'];
/** Hair colours. */
export const HAIR = ['#1d1b1f', '#3b2a20', '#5a3a24', '#8a5a34', '#b5825a', '#2c2f3a', '#c9c2b8'];
/** Clothing colours drawn from the brand palette. */
export const CLOTHES = [C.navy, C.blue, C.orange, C.navy3, '#3f4b5e', '#5d7fc4', C.navy2];

/**
 * Hair shapes, drawn around a head centred at (0,0) with radius 1 (scaled).
 * `back` is drawn behind the head, `front` over it.
 * @type {Array<{back?:string,front:string}>}
 */
const HAIR_STYLES = [
  // 0 short crop
  {
    front:
      'M-1.02 -0.1C-1.1 -0.9 -0.5 -1.22 0.05 -1.2C0.7 -1.18 1.12 -0.8 1.02 -0.1C0.9 -0.45 0.6 -0.62 0.2 -0.66C-0.3 -0.7 -0.8 -0.55 -1.02 -0.1z',
  },
  // 1 side part with volume
  {
    front:
      'M-1.06 0C-1.2 -0.95 -0.55 -1.3 0.1 -1.28C0.85 -1.25 1.22 -0.75 1.06 0.05C0.98 -0.3 0.86 -0.5 0.6 -0.62C0.1 -0.5 -0.45 -0.75 -0.7 -0.6C-0.9 -0.48 -1 -0.25 -1.06 0z',
  },
  // 2 long straight (back falls to shoulders)
  {
    back: 'M-1.12 -0.2C-1.2 -1 -0.6 -1.3 0 -1.3C0.6 -1.3 1.2 -1 1.12 -0.2L1.2 1.25C0.8 1.4 -0.8 1.4 -1.2 1.25z',
    front:
      'M-1.05 0.1C-1.1 -0.9 -0.55 -1.26 0.05 -1.25C0.7 -1.24 1.15 -0.85 1.05 0.1C0.95 -0.35 0.55 -0.6 0.1 -0.8C-0.25 -0.5 -0.7 -0.35 -1.05 0.1z',
  },
  // 3 curly / afro
  {
    back: 'M0 -1.5a0.5 0.5 0 0 1 0.75 0.15a0.5 0.5 0 0 1 0.6 0.55a0.5 0.5 0 0 1 0.05 0.75a0.45 0.45 0 0 1 -0.3 0.6L-1.1 0.05a0.45 0.45 0 0 1 -0.3 -0.6a0.5 0.5 0 0 1 0.05 -0.75a0.5 0.5 0 0 1 0.6 -0.55A0.5 0.5 0 0 1 0 -1.5z',
    front:
      'M-0.95 -0.3C-0.8 -0.75 -0.4 -0.82 0 -0.8C0.4 -0.82 0.8 -0.75 0.95 -0.3C0.95 -0.8 0.6 -1.1 0 -1.1C-0.6 -1.1 -0.95 -0.8 -0.95 -0.3z',
  },
  // 4 bun
  {
    back: 'M-0.38 -1.38a0.4 0.36 0 1 1 0.76 0a0.4 0.36 0 1 1 -0.76 0z',
    front:
      'M-1.04 0C-1.12 -0.9 -0.55 -1.2 0 -1.2C0.55 -1.2 1.12 -0.9 1.04 0C0.95 -0.55 0.5 -0.75 0 -0.75C-0.5 -0.75 -0.95 -0.55 -1.04 0z',
  },
  // 5 bob (chin length)
  {
    back: 'M-1.15 -0.2C-1.2 -1 -0.6 -1.3 0 -1.3C0.6 -1.3 1.2 -1 1.15 -0.2L1.18 0.75C0.9 0.9 0.6 0.8 0.5 0.7L-0.5 0.7C-0.6 0.8 -0.9 0.9 -1.18 0.75z',
    front:
      'M-1.06 0.2C-1.12 -0.9 -0.55 -1.25 0 -1.25C0.55 -1.25 1.12 -0.9 1.06 0.2C0.95 -0.3 0.7 -0.55 0.35 -0.65C0 -0.4 -0.6 -0.35 -1.06 0.2z',
  },
  // 6 buzz / very short
  {
    front:
      'M-1 -0.25C-0.98 -0.95 -0.5 -1.08 0 -1.08C0.5 -1.08 0.98 -0.95 1 -0.25C0.85 -0.6 0.5 -0.72 0 -0.72C-0.5 -0.72 -0.85 -0.6 -1 -0.25z',
  },
  // 7 quiff
  {
    front:
      'M-1.02 -0.05C-1.1 -0.85 -0.7 -1.15 -0.2 -1.2C0.2 -1.42 0.9 -1.3 1.05 -0.85C1.12 -0.55 1.08 -0.3 1.02 -0.05C0.92 -0.45 0.62 -0.6 0.25 -0.62C-0.25 -0.66 -0.8 -0.5 -1.02 -0.05z',
  },
];

/** Number of hair styles available. */
export const HAIR_STYLE_COUNT = HAIR_STYLES.length;

/**
 * Head-and-shoulders figure. (x,y) is the centre of the head, `s` the head
 * radius. No facial features: a calm, abstract silhouette.
 * @param {{x:number,y:number,s:number,skin:string,hair:string,style:number,shirt:string,collar?:'tee'|'shirt'|'blazer'|'turtle'|'hoodie',inner?:string,glasses?:boolean,shoulders?:number}} p
 */
export function person(p) {
  const {
    x,
    y,
    s,
    skin,
    hair,
    style,
    shirt,
    collar = 'tee',
    inner = C.white,
    glasses = false,
    shoulders = 1,
  } = p;
  const hs = HAIR_STYLES[style % HAIR_STYLES.length];
  const sw = s * 2.05 * shoulders; // half shoulder width
  const top = y + s * 1.35; // shoulder line
  const bottom = y + s * 3.2;
  const torso = `M${n(x - sw)} ${n(bottom)}C${n(x - sw)} ${n(top + s * 0.5)} ${n(x - sw * 0.75)} ${n(top)} ${n(x - s * 0.6)} ${n(top - s * 0.05)}H${n(x + s * 0.6)}C${n(x + sw * 0.75)} ${n(top)} ${n(x + sw)} ${n(top + s * 0.5)} ${n(x + sw)} ${n(bottom)}z`;
  let out = '';
  if (hs.back) out += g(`translate(${n(x)} ${n(y)}) scale(${n(s)})`, path(hs.back, hair));
  // neck
  out += rect(x - s * 0.36, y + s * 0.6, s * 0.72, s * 0.9, s * 0.2, skin);
  out += path(
    `M${n(x - s * 0.36)} ${n(y + s * 0.85)}q${n(s * 0.36)} ${n(s * 0.3)} ${n(s * 0.72)} 0v${n(s * 0.3)}h${n(-s * 0.72)}z`,
    C.navy,
    { opacity: 0.12 },
  );
  out += path(torso, shirt);
  if (collar === 'shirt') {
    out += path(
      `M${n(x - s * 0.55)} ${n(top - s * 0.08)}L${n(x)} ${n(top + s * 0.45)}L${n(x + s * 0.55)} ${n(top - s * 0.08)}l${n(s * 0.1)} ${n(s * 0.35)}L${n(x)} ${n(top + s * 0.62)}L${n(x - s * 0.65)} ${n(top + s * 0.27)}z`,
      C.white,
    );
  } else if (collar === 'blazer') {
    out += path(
      `M${n(x - s * 0.52)} ${n(top - s * 0.05)}L${n(x)} ${n(top + s * 0.6)}L${n(x + s * 0.52)} ${n(top - s * 0.05)}L${n(x + s * 0.3)} ${n(bottom)}H${n(x - s * 0.3)}z`,
      inner,
    );
    out += path(
      `M${n(x - s * 0.55)} ${n(top - s * 0.06)}L${n(x - s * 0.05)} ${n(top + s * 0.75)}L${n(x - s * 0.2)} ${n(bottom)}L${n(x - s * 0.85)} ${n(top + s * 0.7)}z`,
      C.navy,
      { opacity: 0.28 },
    );
    out += path(
      `M${n(x + s * 0.55)} ${n(top - s * 0.06)}L${n(x + s * 0.05)} ${n(top + s * 0.75)}L${n(x + s * 0.2)} ${n(bottom)}L${n(x + s * 0.85)} ${n(top + s * 0.7)}z`,
      C.navy,
      { opacity: 0.28 },
    );
  } else if (collar === 'turtle') {
    out += rect(x - s * 0.5, top - s * 0.3, s, s * 0.42, s * 0.2, shirt);
    out += rect(x - s * 0.5, top - s * 0.3, s, s * 0.42, s * 0.2, C.white, { opacity: 0.12 });
  } else if (collar === 'hoodie') {
    out += path(
      `M${n(x - s * 0.85)} ${n(top)}Q${n(x)} ${n(top + s * 0.9)} ${n(x + s * 0.85)} ${n(top)}Q${n(x)} ${n(top + s * 0.45)} ${n(x - s * 0.85)} ${n(top)}z`,
      C.navy,
      { opacity: 0.2 },
    );
    out += stroke(
      `M${n(x - s * 0.2)} ${n(top + s * 0.35)}v${n(s * 0.5)}M${n(x + s * 0.2)} ${n(top + s * 0.35)}v${n(s * 0.5)}`,
      C.white,
      s * 0.06,
      { opacity: 0.7 },
    );
  } else {
    out += path(
      `M${n(x - s * 0.42)} ${n(top - s * 0.06)}Q${n(x)} ${n(top + s * 0.42)} ${n(x + s * 0.42)} ${n(top - s * 0.06)}z`,
      skin,
    );
  }
  // head and ears
  out += circle(x - s * 0.98, y + s * 0.08, s * 0.2, skin);
  out += circle(x + s * 0.98, y + s * 0.08, s * 0.2, skin);
  out += ellipse(x, y, s, s * 1.08, skin);
  out += g(`translate(${n(x)} ${n(y)}) scale(${n(s)})`, path(hs.front, hair));
  if (glasses) {
    out += stroke(
      `M${n(x - s * 0.72)} ${n(y + s * 0.05)}h${n(s * 0.5)}v${n(s * 0.28)}a${n(s * 0.1)} ${n(s * 0.1)} 0 0 1 ${n(-s * 0.1)} ${n(s * 0.1)}h${n(-s * 0.3)}a${n(s * 0.1)} ${n(s * 0.1)} 0 0 1 ${n(-s * 0.1)} ${n(-s * 0.1)}z` +
        `M${n(x + s * 0.22)} ${n(y + s * 0.05)}h${n(s * 0.5)}v${n(s * 0.28)}a${n(s * 0.1)} ${n(s * 0.1)} 0 0 1 ${n(-s * 0.1)} ${n(s * 0.1)}h${n(-s * 0.3)}a${n(s * 0.1)} ${n(s * 0.1)} 0 0 1 ${n(-s * 0.1)} ${n(-s * 0.1)}z` +
        `M${n(x - s * 0.22)} ${n(y + s * 0.12)}h${n(s * 0.44)}`,
      C.navy,
      s * 0.07,
    );
  }
  return out;
}

/**
 * A small full-ish figure (bust with a simple torso) used in scenes.
 * Picks deterministic looks from an index.
 * @param {number} i look index
 * @param {number} x @param {number} y head centre @param {number} s head radius
 * @param {Partial<Parameters<typeof person>[0]>} [over]
 */
export function figure(i, x, y, s, over = {}) {
  const looks = [
    { skin: SKIN[1], hair: HAIR[0], style: 1, shirt: C.blue, collar: 'shirt' },
    { skin: SKIN[4], hair: HAIR[0], style: 3, shirt: C.orange, collar: 'tee' },
    { skin: SKIN[0], hair: HAIR[3], style: 2, shirt: C.navy3, collar: 'turtle' },
    { skin: SKIN[3], hair: HAIR[1], style: 0, shirt: C.navy, collar: 'blazer', inner: C.white },
    { skin: SKIN[2], hair: HAIR[0], style: 4, shirt: '#5d7fc4', collar: 'tee' },
    { skin: SKIN[5], hair: HAIR[5], style: 6, shirt: C.navy2, collar: 'hoodie' },
    { skin: SKIN[1], hair: HAIR[4], style: 5, shirt: C.orange, collar: 'tee' },
    { skin: SKIN[2], hair: HAIR[2], style: 7, shirt: C.blue, collar: 'shirt', glasses: true },
  ];
  const l = looks[i % looks.length];
  return person(/** @type {any} */ ({ x, y, s, ...l, ...over }));
}

/* ---------------------------------------------------------------- helpers */

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
 * Builds a full 960x720 scene document.
 * @param {{title:string,body:string,dark?:boolean,v?:number,w?:number,h?:number,defs?:string}} o
 */
export function scene({ title, body, dark = false, v = 1, w = 960, h = 720, defs = '' }) {
  return svgDoc({
    w,
    h,
    vw: 960,
    vh: 720,
    title,
    defs: (dark ? bgDefs.dark : bgDefs.light) + defs,
    body: background(v, dark) + body,
  });
}

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
 * Map pin.
 * @param {number} cx @param {number} cy centre of the head @param {number} r @param {string} fill
 */
export const pin = (cx, cy, r, fill) =>
  path(
    `M${n(cx)} ${n(cy + r * 2.2)}C${n(cx - r * 0.4)} ${n(cy + r * 1.5)} ${n(cx - r)} ${n(cy + r * 0.8)} ${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 0 1 ${n(2 * r)} 0c0 ${n(r * 0.8)} ${n(-r * 0.6)} ${n(r * 1.5)} ${n(-r)} ${n(r * 2.2)}z`,
    fill,
  ) + circle(cx, cy, r * 0.4, C.white);

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
