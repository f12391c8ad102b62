// @ts-check
/**
 * Generated portraits: stylised head-and-shoulders figures with calm faces that show nobody
 * real, with varied skin tones, hair, clothes and backgrounds, fully determined by the kind and
 * index of the portrait. The two leaders are drawn as who they are (see `LEADERS`).
 */
import {
  C,
  SKIN,
  HAIR,
  HAIR_STYLE_COUNT,
  HAIR_DRAWN_BACK,
  CLOTHES,
  rng,
  person,
  svgDoc,
  circle,
  rect,
  ring,
} from './kit.mjs';

/** Background pairs (gradient from, to, accent). */
const BGS = [
  ['#dde7fc', '#c4d5fa', '#2f6fed'],
  ['#fde5d7', '#fbcdb3', '#f26522'],
  ['#e9edf4', '#d5dce7', '#8a97ab'],
  ['#15305a', '#0b1b33', '#2f6fed'],
  ['#d7f0ec', '#bfe4de', '#2a9d8f'],
  ['#ece4fb', '#d9cbf6', '#7b5cd6'],
];

/**
 * Picks the look of portrait `i` of a series so that neighbours differ.
 * @param {number} i 0-based index @param {number} salt series salt
 */
function look(i, salt) {
  const r = rng(1000 * salt + i * 97 + 13);
  const skinIdx = (i * 4 + salt * 3 + 1) % SKIN.length;
  const style = (i * 3 + salt * 5) % HAIR_STYLE_COUNT;
  const darkHair = [0, 1, 2, 5];
  const hair =
    skinIdx >= 3
      ? HAIR[darkHair[(i + salt) % darkHair.length]]
      : HAIR[(i * 2 + salt) % (HAIR.length - 1)];
  return {
    skin: SKIN[skinIdx],
    hair: (i + salt) % 9 === 7 ? HAIR[6] : hair,
    style,
    shirt: CLOTHES[(i * 5 + salt) % CLOTHES.length],
    bg: BGS[(i * 5 + salt * 2) % BGS.length],
    glasses: r() < 0.28,
    r,
  };
}

/**
 * Background with a soft gradient and one decorative arc/dot group.
 * @param {number} w @param {number} h @param {string[]} bg @param {() => number} r
 */
function portraitBg(w, h, bg, r) {
  const cx = w * (0.2 + r() * 0.6);
  const cy = h * (0.15 + r() * 0.3);
  return (
    rect(0, 0, w, h, 0, 'url(#pg)') +
    circle(cx, cy, w * 0.42, '#ffffff', { opacity: bg[0].startsWith('#1') ? 0.05 : 0.35 }) +
    ring(w * (r() < 0.5 ? 0.12 : 0.88), h * 0.18, w * 0.09, bg[2], Math.max(3, w / 90), {
      opacity: 0.5,
    })
  );
}

/**
 * @param {{w:number,h:number,title:string,l:ReturnType<typeof look>,s:number,y:number,collar:any,inner?:string}} o
 */
function portrait({ w, h, title, l, s, y, collar, inner }) {
  const defs = `<linearGradient id="pg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${l.bg[0]}"/><stop offset="1" stop-color="${l.bg[1]}"/></linearGradient>`;
  // keep clothes readable against the background
  const shirt =
    l.shirt === l.bg[2] || (l.bg[0].startsWith('#1') && [C.navy, C.navy2].includes(l.shirt))
      ? C.orange
      : l.shirt;
  return svgDoc({
    w,
    h,
    title,
    defs,
    body:
      portraitBg(w, h, l.bg, l.r) +
      person({
        x: w / 2,
        y,
        s,
        skin: l.skin,
        hair: l.hair,
        style: l.style,
        shirt,
        collar,
        inner,
        glasses: l.glasses,
      }),
  });
}

/**
 * Testimonial portrait (320x320), index 1..10.
 * @param {number} i
 */
export function testimonial(i) {
  const l = look(i - 1, 1);
  const collars = ['tee', 'shirt', 'turtle', 'hoodie', 'blazer'];
  return portrait({
    w: 320,
    h: 320,
    title: `Illustrated portrait of client ${i}`,
    l,
    s: 60,
    y: 140,
    collar: collars[(i * 2) % collars.length],
    inner: C.white,
  });
}

/**
 * The 480x560 frame leaders and team members share, with its figure size and placement.
 * @param {string} title @param {ReturnType<typeof look>} l @param {any} collar @param {string} [inner]
 */
const tallPortrait = (title, l, collar, inner) =>
  portrait({ w: 480, h: 560, title, l, s: 98, y: 250, collar, inner });

/**
 * The leaders of /whoarewe, in the content's order: the Director, a man in his fifties with
 * greying hair, glasses and a moustache, in a navy suit and tie; the Founder and Managing
 * Director, a woman with long dark hair drawn back, earrings, a navy blazer over a coral blouse.
 * @type {Array<{bg:string[], person: Partial<Parameters<typeof person>[0]>}>}
 */
const LEADERS = [
  {
    bg: ['#dde7fc', '#c4d5fa', '#2f6fed'],
    person: {
      skin: SKIN[3],
      hair: '#5f5a57',
      style: 1,
      shirt: C.navy,
      collar: 'blazer',
      inner: C.white,
      tie: C.orange,
      glasses: true,
      moustache: true,
    },
  },
  {
    bg: ['#fde5d7', '#fbcdb3', '#f26522'],
    person: {
      skin: SKIN[2],
      hair: HAIR[0],
      style: HAIR_DRAWN_BACK,
      shirt: C.navy3,
      collar: 'blazer',
      inner: C.orangeMid,
      earrings: C.orange,
      lips: true,
    },
  },
];

/**
 * Leader portrait (480x560), index 1..2.
 * @param {number} i
 */
export function leader(i) {
  const { bg, person: look } = LEADERS[i - 1];
  const defs = `<linearGradient id="pg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>`;
  return svgDoc({
    w: 480,
    h: 560,
    title: `Illustrated portrait of company leader ${i}`,
    defs,
    body:
      portraitBg(480, 560, bg, rng(7000 + i)) +
      person(/** @type {Parameters<typeof person>[0]} */ ({ x: 240, y: 240, s: 104, ...look })),
  });
}

/**
 * Person profile portrait (480x560), index 1..2.
 * @param {number} i
 */
export function profile(i) {
  const l = look(i + 5, 3);
  return tallPortrait(`Illustrated portrait of team member ${i}`, l, i % 2 ? 'shirt' : 'turtle');
}
