// @ts-check
/** Head-and-shoulders people: skin, hair and clothes palettes, hair shapes, faces, and the figures used in scenes. */
import { C } from './palette.mjs';
import { n } from './svg.mjs';
import { rect, circle, ellipse, path, stroke, g } from './shapes.mjs';

/** Skin tones from light to deep. */
export const SKIN = ['#f6d3b8', '#eebf9a', '#d9a27a', '#c0845a', '#9a6240', '#6f452c'];
/** Hair colours. */
export const HAIR = ['#1d1b1f', '#3b2a20', '#5a3a24', '#8a5a34', '#b5825a', '#2c2f3a', '#c9c2b8'];
/** Clothing colours drawn from the brand palette. */
export const CLOTHES = [C.navy, C.blue, C.orange, C.navy3, '#3f4b5e', '#5d7fc4', C.navy2];

/**
 * Hair shapes, drawn around a head centred at (0,0) with radius 1 (scaled).
 * `back` is drawn behind the head, `front` over it, a `parting` as a line of skin across it.
 * @type {Array<{back?:string,front:string,parting?:string}>}
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
  // 8 middle parting, long hair drawn back behind the shoulders
  {
    back: 'M-1.14 -0.3C-1.22 -1 -0.6 -1.3 0 -1.3C0.6 -1.3 1.22 -1 1.14 -0.3L1.08 1.3C0.7 1.5 -0.7 1.5 -1.08 1.3z',
    front:
      'M-1.08 0.25C-1.16 -0.85 -0.56 -1.22 0 -1.22C0.56 -1.22 1.16 -0.85 1.08 0.25C1 -0.3 0.62 -0.72 0.12 -0.74C0.06 -0.74 0.02 -0.7 0 -0.64C-0.02 -0.7 -0.06 -0.74 -0.12 -0.74C-0.62 -0.72 -1 -0.3 -1.08 0.25z',
    parting: 'M0 -0.66V-1.12',
  },
];

/**
 * A colour darkened towards black by `k` (0 keeps it, 1 is black): the shade of a skin for the
 * nose and lips, so a face keeps its contrast on every tone.
 * @param {string} hex @param {number} k
 */
export function shade(hex, k) {
  const v = Number.parseInt(hex.slice(1), 16);
  const part = (/** @type {number} */ bits) => Math.round(((v >> bits) & 255) * (1 - k));
  return `#${((part(16) << 16) | (part(8) << 8) | part(0)).toString(16).padStart(6, '0')}`;
}

/**
 * A calm, friendly face on a head centred at (x,y) with radius s: brows, eyes with a catch
 * light, a nose line and a closed smile. Every stroke scales with s, so a face reads at 40 px
 * in a scene as well as in a 480 px portrait.
 * @param {{x:number,y:number,s:number,skin:string,hair:string,moustache?:boolean,lips?:boolean}} p
 */
export function face({ x, y, s, skin, hair, moustache = false, lips = false }) {
  const ink = '#1f1a1c';
  const brow = hair === HAIR[6] ? '#8f877d' : shade(hair, 0.2);
  const eyes = [-1, 1]
    .map(
      (side) =>
        ellipse(x + side * s * 0.4, y + s * 0.2, s * 0.085, s * 0.11, ink) +
        circle(x + side * s * 0.4 + s * 0.03, y + s * 0.16, s * 0.03, C.white),
    )
    .join('');
  const brows = stroke(
    `M${n(x - s * 0.56)} ${n(y - s * 0.02)}q${n(s * 0.16)} ${n(-s * 0.12)} ${n(s * 0.32)} ${n(-s * 0.02)}` +
      `M${n(x + s * 0.56)} ${n(y - s * 0.02)}q${n(-s * 0.16)} ${n(-s * 0.12)} ${n(-s * 0.32)} ${n(-s * 0.02)}`,
    brow,
    Math.max(1.5, s * 0.07),
  );
  const nose = stroke(
    `M${n(x + s * 0.02)} ${n(y + s * 0.3)}q${n(-s * 0.1)} ${n(s * 0.16)} ${n(-s * 0.06)} ${n(s * 0.22)}q${n(s * 0.06)} ${n(s * 0.04)} ${n(s * 0.12)} ${n(0)}`,
    shade(skin, 0.25),
    Math.max(1, s * 0.05),
  );
  const mouthY = y + s * (moustache ? 0.76 : 0.68);
  const mouth = lips
    ? path(
        `M${n(x - s * 0.22)} ${n(mouthY)}q${n(s * 0.22)} ${n(s * 0.22)} ${n(s * 0.44)} 0q${n(-s * 0.22)} ${n(s * 0.06)} ${n(-s * 0.44)} 0z`,
        shade(skin, 0.42),
      )
    : stroke(
        `M${n(x - s * 0.2)} ${n(mouthY)}q${n(s * 0.2)} ${n(s * 0.16)} ${n(s * 0.4)} 0`,
        shade(skin, 0.5),
        Math.max(1.5, s * 0.06),
      );
  const cheeks = [-1, 1]
    .map((side) => circle(x + side * s * 0.6, y + s * 0.5, s * 0.14, C.orange, { opacity: 0.12 }))
    .join('');
  const tache = moustache
    ? path(
        `M${n(x - s * 0.24)} ${n(y + s * 0.64)}q${n(s * 0.08)} ${n(-s * 0.1)} ${n(s * 0.24)} ${n(-s * 0.08)}q${n(s * 0.16)} ${n(-s * 0.02)} ${n(s * 0.24)} ${n(s * 0.08)}q${n(-s * 0.24)} ${n(-s * 0.05)} ${n(-s * 0.48)} 0z`,
        brow,
      )
    : '';
  return cheeks + brows + eyes + nose + mouth + tache;
}

/** The hair styles a series of portraits picks from; the last style is chosen by name only. */
export const HAIR_STYLE_COUNT = HAIR_STYLES.length - 1;
/** Long hair with a middle parting, drawn back behind the shoulders. */
export const HAIR_DRAWN_BACK = HAIR_STYLES.length - 1;

/**
 * Head-and-shoulders figure. (x,y) is the centre of the head, `s` the head radius. The face is
 * stylised (see `face`); a `tie` goes with a blazer, `earrings` hang from the ears.
 * @param {{x:number,y:number,s:number,skin:string,hair:string,style:number,shirt:string,collar?:'tee'|'shirt'|'blazer'|'turtle'|'hoodie',inner?:string,glasses?:boolean,shoulders?:number,tie?:string,earrings?:string,moustache?:boolean,lips?:boolean}} p
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
    tie,
    earrings,
    moustache,
    lips,
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
    // The shirt or blouse in the jacket's V, its collar points, the tie, then the lapels.
    out += path(
      `M${n(x - s * 0.46)} ${n(top - s * 0.06)}H${n(x + s * 0.46)}L${n(x)} ${n(top + s * 1.3)}z`,
      inner,
    );
    out += path(
      `M${n(x - s * 0.42)} ${n(top - s * 0.06)}L${n(x - s * 0.04)} ${n(top + s * 0.3)}L${n(x - s * 0.34)} ${n(top + s * 0.36)}z` +
        `M${n(x + s * 0.42)} ${n(top - s * 0.06)}L${n(x + s * 0.04)} ${n(top + s * 0.3)}L${n(x + s * 0.34)} ${n(top + s * 0.36)}z`,
      C.navy,
      { opacity: 0.1 },
    );
    if (tie) {
      out += path(
        `M${n(x - s * 0.11)} ${n(top + s * 0.06)}h${n(s * 0.22)}l${n(-s * 0.05)} ${n(s * 0.17)}h${n(-s * 0.12)}z`,
        tie,
      );
      out += path(
        `M${n(x - s * 0.07)} ${n(top + s * 0.23)}h${n(s * 0.14)}l${n(s * 0.09)} ${n(s * 0.85)}l${n(-s * 0.16)} ${n(s * 0.2)}l${n(-s * 0.16)} ${n(-s * 0.2)}z`,
        tie,
      );
    }
    out += path(
      `M${n(x - s * 0.5)} ${n(top - s * 0.05)}L${n(x - s * 0.02)} ${n(top + s * 1.32)}L${n(x - s * 0.5)} ${n(top + s * 0.8)}L${n(x - s * 0.78)} ${n(top + s * 0.3)}z` +
        `M${n(x + s * 0.5)} ${n(top - s * 0.05)}L${n(x + s * 0.02)} ${n(top + s * 1.32)}L${n(x + s * 0.5)} ${n(top + s * 0.8)}L${n(x + s * 0.78)} ${n(top + s * 0.3)}z`,
      shade(shirt, 0.3),
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
  if (earrings) {
    out += circle(x - s * 0.98, y + s * 0.36, s * 0.08, earrings);
    out += circle(x + s * 0.98, y + s * 0.36, s * 0.08, earrings);
  }
  out += ellipse(x, y, s, s * 1.08, skin);
  out += face({ x, y, s, skin, hair, moustache, lips });
  out += g(`translate(${n(x)} ${n(y)}) scale(${n(s)})`, path(hs.front, hair));
  if (hs.parting) {
    out += g(
      `translate(${n(x)} ${n(y)}) scale(${n(s)})`,
      stroke(hs.parting, shade(skin, 0.1), 0.035),
    );
  }
  if (glasses) {
    const lens = (/** @type {number} */ left) =>
      `M${n(left)} ${n(y + s * 0.04)}h${n(s * 0.5)}v${n(s * 0.28)}a${n(s * 0.1)} ${n(s * 0.1)} 0 0 1 ${n(-s * 0.1)} ${n(s * 0.1)}h${n(-s * 0.3)}a${n(s * 0.1)} ${n(s * 0.1)} 0 0 1 ${n(-s * 0.1)} ${n(-s * 0.1)}z`;
    out += stroke(
      lens(x - s * 0.65) +
        lens(x + s * 0.15) +
        `M${n(x - s * 0.15)} ${n(y + s * 0.12)}h${n(s * 0.3)}`,
      C.navy,
      s * 0.055,
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
