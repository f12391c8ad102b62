// @ts-check
/** Scene frame: light or dark background, the halo and ground shadow behind a subject and the 960x720 document around a scene. */
import { C } from './palette.mjs';
import { svgDoc } from './svg.mjs';
import { rng } from './random.mjs';
import { rect, circle } from './shapes.mjs';
import { ring, shadow } from './marks.mjs';

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

/**
 * The backdrop a light scene opens with: the halo behind its subject, then the soft shadow the
 * subject stands on.
 * @param {[cx: number, cy: number, r: number]} disc the halo
 * @param {[cx: number, cy: number, rx: number]} ground the shadow
 */
export const backdrop = (disc, ground) => halo(...disc) + shadow(...ground);

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

/** What each scene module returns for one image. @typedef {{title:string, body:string, dark?:boolean}} Scene */
