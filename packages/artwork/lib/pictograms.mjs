// @ts-check
/**
 * Service pictograms (96x96, drawn in a 240x240 space): one compact sign per service id, for
 * the services grid, so that the grid never repeats a service page's own picture. Each one is
 * the service's subject reduced to one or two symbols of the kit on the scenes' light tile.
 */
import { C } from './kit/palette.mjs';
import { svgDoc } from './kit/svg.mjs';
import { rect, circle, path, stroke, g } from './kit/shapes.mjs';
import { ring, check, arrow } from './kit/marks.mjs';
import { card } from './kit/screens.mjs';
import { gear, cylinder, cloud, shield, padlock, codeGlyph, lineChart } from './kit/symbols.mjs';

/** @typedef {{title:string, body:string}} Pictogram */

/** The light tile every pictogram stands on. */
const TILE =
  '<linearGradient id="pt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7f9fc"/><stop offset="1" stop-color="#e3eaf6"/></linearGradient>';

/**
 * The soft disc behind a subject: the tile itself shows at the corners only, since the services
 * grid shows a pictogram at 48 CSS pixels and its subject must fill it to be read.
 * @param {string} disc
 */
const tile = (disc) => circle(120, 120, 96, disc);

/** @type {Record<string, () => Pictogram>} */
export const PICTOGRAMS = {
  ai() {
    const left = [
      [62, 86],
      [62, 154],
    ];
    const middle = [
      [120, 64],
      [120, 120],
      [120, 176],
    ];
    const out = [178, 120];
    const links = [...left.flatMap(([x, y]) => middle.map(([a, b]) => `M${x} ${y}L${a} ${b}`))]
      .concat(middle.map(([a, b]) => `M${a} ${b}L${out[0]} ${out[1]}`))
      .join('');
    return {
      title: 'Artificial intelligence: a small neural network',
      body:
        tile(C.blueSoft) +
        stroke(links, C.grey4, 4) +
        stroke('M62 86L120 120L178 120', C.orange, 8) +
        [...left, ...middle]
          .map(([x, y]) => circle(x, y, 15, C.white, { stroke: C.navy, 'stroke-width': 7 }))
          .join('') +
        circle(120, 120, 17, C.orange) +
        circle(120, 120, 7, C.white) +
        circle(out[0], out[1], 19, C.orange) +
        circle(out[0], out[1], 8, C.white),
    };
  },

  'software-dev'() {
    return {
      title: 'Software development: a code window and a gear',
      body:
        tile(C.orangeSoft) +
        card(38, 54, 150, 118, { rx: 18, fill: C.navy, side: C.navy3, depth: 8 }) +
        rect(38, 54, 150, 28, 14, C.navy2) +
        circle(56, 68, 5, C.orange) +
        circle(72, 68, 5, C.orangeMid) +
        codeGlyph(113, 128, 50, C.orange) +
        circle(176, 170, 30, C.white) +
        gear(176, 170, 26, C.blue, { teeth: 8 }),
    };
  },

  'web-dev'() {
    return {
      title: 'Web development: a browser window with a page and a pointer',
      body:
        tile(C.blueSoft) +
        card(34, 50, 172, 136, { rx: 18, depth: 8 }) +
        path('M34 68a18 18 0 0 1 18-18h136a18 18 0 0 1 18 18v12H34z', C.navy) +
        circle(52, 65, 5, C.orange) +
        circle(68, 65, 5, C.orangeMid) +
        rect(52, 96, 136, 34, 8, C.blueSoft) +
        rect(60, 106, 60, 10, 5, C.navy) +
        rect(52, 142, 40, 28, 8, C.orange) +
        rect(100, 142, 40, 28, 8, C.blue) +
        rect(148, 142, 40, 28, 8, C.navy3) +
        g(
          'translate(150 118) scale(1.1)',
          path('M0 0V46l12-11 8 19 8-4-8-18h16z', C.navy, {
            stroke: C.white,
            'stroke-width': 4,
            'stroke-linejoin': 'round',
          }),
        ),
    };
  },

  'mobile-dev'() {
    return {
      title: 'App development: a phone showing app tiles',
      body:
        tile(C.orangeSoft) +
        rect(86, 30, 74, 180, 18, C.navy3) +
        rect(80, 26, 74, 180, 18, C.navy) +
        rect(89, 44, 56, 140, 8, C.white) +
        rect(89, 44, 56, 30, 8, C.blue) +
        [0, 1, 2]
          .map(
            (i) =>
              rect(97, 84 + i * 32, 18, 18, 5, [C.orange, C.navy3, C.blueMid][i]) +
              rect(121, 89 + i * 32, 18, 8, 4, C.grey3),
          )
          .join('') +
        rect(105, 192, 24, 6, 3, C.navy3) +
        card(150, 132, 64, 52, { rx: 14, fill: C.orange, side: C.orangeDeep, depth: 6 }) +
        check(182, 157, 26, C.white, 7),
    };
  },

  ui() {
    return {
      title: 'UI and UX design: a pen drawing a curve between two anchors',
      body:
        tile(C.blueSoft) +
        stroke('M44 176C80 96 160 200 196 100', C.navy, 8) +
        rect(34, 166, 20, 20, 4, C.white, { stroke: C.navy, 'stroke-width': 5 }) +
        rect(186, 90, 20, 20, 4, C.white, { stroke: C.navy, 'stroke-width': 5 }) +
        stroke('M120 140L168 64', C.grey4, 4) +
        circle(168, 64, 8, C.white, { stroke: C.grey4, 'stroke-width': 4 }) +
        g(
          'rotate(-35 112 98)',
          path('M92 40h40v62l-20 40-20-40z', C.orange) +
            path('M104 102h16l-8 20z', C.navy) +
            circle(112, 106, 4, C.white) +
            rect(92, 24, 40, 24, 8, C.navy),
        ),
    };
  },

  dbms() {
    const disk = (/** @type {number} */ y, /** @type {string} */ led) =>
      cylinder(120, y, 62, 36, C.navy2, C.blue) +
      circle(82, y + 24, 5, led) +
      rect(106, y + 20, 46, 7, 3.5, C.navy3);
    return {
      title: 'Database management: three stacked database disks',
      body: tile(C.orangeSoft) + disk(146, C.blueMid) + disk(104, C.orange) + disk(62, C.blueMid),
    };
  },

  cyber() {
    return {
      title: 'Cyber security: a shield with a padlock',
      body:
        tile(C.blueSoft) +
        shield(124, 38, 142, 172, C.navy3) +
        shield(120, 34, 142, 172, C.navy) +
        shield(120, 52, 108, 136, C.blue) +
        padlock(120, 112, 56, C.orange, C.white),
    };
  },

  cloud() {
    return {
      title: 'Cloud computing: a cloud with upload and download arrows',
      body:
        tile(C.orangeSoft) +
        cloud(124, 120, 70, C.navy, { opacity: 0.12 }) +
        cloud(120, 116, 70, C.white) +
        cloud(120, 116, 70, 'none', { stroke: C.blue, 'stroke-width': 6 }) +
        circle(96, 132, 24, C.orange) +
        arrow(96, 132, 26, C.white) +
        circle(150, 132, 24, C.blue) +
        arrow(150, 132, 26, C.white, 180),
    };
  },

  devops() {
    return {
      title: 'DevOps: a continuous delivery loop',
      body:
        tile(C.blueSoft) +
        stroke('M120 120C96 82 44 80 44 120S96 158 120 120', C.blue, 20) +
        stroke('M120 120C144 158 196 160 196 120S144 82 120 120', C.orange, 20) +
        circle(44, 120, 16, C.white) +
        codeGlyph(44, 120, 14, C.navy) +
        circle(196, 120, 16, C.white) +
        check(196, 121, 16, C.navy, 5),
    };
  },

  workshop() {
    return {
      title: 'Workshops: a flip chart with a rising line',
      body:
        tile(C.orangeSoft) +
        stroke('M96 176L76 216M144 176L164 216M120 176V212', C.navy3, 8) +
        card(62, 48, 116, 130, { rx: 12, depth: 6 }) +
        rect(54, 40, 132, 16, 8, C.navy) +
        lineChart(
          [
            [78, 150],
            [100, 128],
            [124, 138],
            [160, 92],
          ],
          C.orange,
          7,
        ) +
        stroke('M76 162H164', C.grey3, 4) +
        rect(78, 70, 34, 10, 5, C.navy3),
    };
  },

  internship() {
    return {
      title: 'Internships: an intern badge on a lanyard',
      body:
        tile(C.blueSoft) +
        stroke('M92 22L120 80M148 22L120 80', C.blue, 9) +
        rect(110, 72, 20, 18, 5, C.grey4) +
        card(76, 86, 88, 124, { rx: 14, depth: 6 }) +
        path('M76 100a14 14 0 0 1 14-14h60a14 14 0 0 1 14 14v12H76z', C.navy) +
        circle(120, 140, 20, C.orangeSoft) +
        circle(120, 134, 9, C.orange) +
        path('M104 156a16 14 0 0 1 32 0z', C.orange) +
        rect(94, 172, 52, 8, 4, C.navy) +
        rect(104, 188, 32, 8, 4, C.grey3),
    };
  },

  training() {
    return {
      title: 'Training and placements: a graduation cap over a book',
      body:
        tile(C.orangeSoft) +
        path('M50 162h66a14 14 0 0 1 4 0h66v30h-66a14 14 0 0 0-4 0H50z', C.blue) +
        path('M58 158h58l4 6 4-6h58v26H124l-4 6-4-6H58z', C.white) +
        stroke('M120 162v28', C.grey3, 3) +
        g(
          'translate(120 96)',
          path('M-78 0L0-38L78 0L0 38z', C.navy) +
            path('M-46 16v36c28 22 64 22 92 0V16L0 38z', C.navy2) +
            stroke('M58 6v50', C.orange, 6) +
            circle(58, 60, 9, C.orange),
        ),
    };
  },

  ecom() {
    return {
      title: 'E-commerce: a shopping bag with a price tag',
      body:
        tile(C.blueSoft) +
        stroke('M98 86V70a22 22 0 0 1 44 0v16', C.navy, 9) +
        path('M62 86h116l-10 112H72z', C.orange) +
        path('M120 86h58l-10 112h-48z', C.orangeDeep, { opacity: 0.25 }) +
        circle(98, 104, 6, C.navy) +
        circle(142, 104, 6, C.navy) +
        g(
          'rotate(-20 168 164)',
          path('M140 146h44l14 18-14 18h-44z', C.navy) +
            circle(186, 164, 5, C.white) +
            rect(150, 160, 22, 8, 4, C.white, { opacity: 0.8 }),
        ),
    };
  },

  'digi-market'() {
    return {
      title: 'Digital marketing: a megaphone sending waves',
      body:
        tile(C.orangeSoft) +
        g(
          'rotate(-14 110 124)',
          path(
            'M52 104h24l56-38v116l-56-38H52a12 12 0 0 1-12-12v-16a12 12 0 0 1 12-12z',
            C.orange,
          ) +
            rect(124, 62, 16, 124, 8, C.navy) +
            path('M58 144h22l10 38a8 8 0 0 1-8 10h-8a8 8 0 0 1-8-6z', C.navy2) +
            stroke('M160 104a24 24 0 0 1 0 40M178 88a46 46 0 0 1 0 72', C.blue, 8),
        ) +
        ring(190, 58, 14, C.navy, 6) +
        circle(190, 58, 5, C.orange),
    };
  },
};

/** The pictogram ids, in the spec's order of the services. */
export const PICTOGRAM_IDS = Object.keys(PICTOGRAMS);

/**
 * One pictogram's document.
 * @param {string} id
 */
export function pictogram(id) {
  const { title, body } = PICTOGRAMS[id]();
  return svgDoc({
    w: 96,
    h: 96,
    vw: 240,
    vh: 240,
    title,
    defs: TILE,
    // The subjects are drawn with room around them; the pictogram shows them a little larger.
    body: rect(0, 0, 240, 240, 56, 'url(#pt)') + g('translate(-18 -18) scale(1.15)', body),
  });
}
