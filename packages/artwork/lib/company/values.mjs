// @ts-check
/** Company scenes of the values: the eight around a compass, then one for each of three sections. */
import { C } from '../kit/palette.mjs';
import { n } from '../kit/svg.mjs';
import { rect, circle, ellipse, path, stroke, g } from '../kit/shapes.mjs';
import { ring, check, star, pennant, shadow, sparkles } from '../kit/marks.mjs';
import { shield, bulb } from '../kit/symbols.mjs';
import { halo, backdrop } from '../kit/scene.mjs';
import { figure } from '../kit/people.mjs';
import { avatar, sapling, wateringCan } from './parts.mjs';

/**
 * The signs of the eight values, in the content's order, each drawn white on its badge
 * centred at (0,0): a person, a bulb, a star, two people, a shield, rising steps, a heart, a leaf.
 * @type {string[]}
 */
const VALUE_SIGNS = [
  circle(0, -10, 10, C.white) + path('M-18 20a18 16 0 0 1 36 0z', C.white),
  bulb(0, -6, 14, C.white, C.white).replace(/opacity="0.18"/, 'opacity="0"'),
  star(0, 0, 22, C.white),
  circle(-9, -8, 8, C.white) +
    circle(11, -8, 8, C.white) +
    path('M-24 18a14 13 0 0 1 28 0zM-2 18a14 13 0 0 1 28 0z', C.white),
  shield(0, -22, 36, 44, C.white) + check(0, 0, 16, C.navy3, 5),
  rect(-20, 4, 11, 14, 2, C.white) +
    rect(-6, -6, 11, 24, 2, C.white) +
    rect(8, -16, 11, 34, 2, C.white),
  path('M0 18c-16-10-22-18-22-26a11 11 0 0 1 22-3 11 11 0 0 1 22 3c0 8-6 16-22 26z', C.white),
  path('M-16 16C-18-6 0-20 18-18C20 4 4 18-16 16z', C.white) + stroke('M-14 14L8-6', C.blue, 3),
];

/** Badge colours around the ring, so neighbours differ. */
const BADGES = [C.orange, C.navy3, C.blue, C.navy, C.orange, C.navy3, C.blue, C.navy];

/** @typedef {import('../kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const VALUES = {
  values() {
    const badges = VALUE_SIGNS.map((sign, i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 4;
      const x = 480 + Math.cos(a) * 222;
      const y = 360 + Math.sin(a) * 222;
      return (
        circle(x, y + 6, 48, C.navy, { opacity: 0.12 }) +
        circle(x, y, 48, BADGES[i]) +
        g(`translate(${n(x)} ${n(y)})`, sign)
      );
    });
    const ticks = Array.from({ length: 16 }, (_, i) => {
      const a = (i * Math.PI) / 8;
      const r1 = i % 2 ? 96 : 88;
      return `M${n(480 + Math.cos(a) * r1)} ${n(360 + Math.sin(a) * r1)}L${n(480 + Math.cos(a) * 104)} ${n(360 + Math.sin(a) * 104)}`;
    }).join('');
    return {
      title: 'Our values: eight signs on a ring around a compass',
      body:
        halo(480, 360, 180) +
        ring(480, 360, 222, C.grey3, 4, { 'stroke-dasharray': '4 14' }) +
        badges.join('') +
        circle(480, 366, 124, C.navy, { opacity: 0.12 }) +
        circle(480, 360, 124, C.navy) +
        ring(480, 360, 112, C.navy3, 6) +
        stroke(ticks, C.blueMid, 4) +
        g(
          'rotate(30 480 360)',
          path('M480 270L506 360H454z', C.orange) + path('M480 450L506 360H454z', C.white),
        ) +
        circle(480, 360, 14, C.navy2) +
        circle(480, 360, 6, C.white) +
        sparkles(['plus', 150, 130, 16, C.orange], ['dot', 830, 620, 10, C.blueMid]),
    };
  },

  'values-1'() {
    return {
      title: 'Integrity: a faceted gem protected by a shield',
      body:
        backdrop([480, 360, 260], [480, 620, 240]) +
        path('M360 250h240l90 110-210 230-210-230z', C.blue) +
        path('M360 250l60 110h120l60-110z', C.blueMid) +
        path('M270 360h420L480 590z', C.navy3, { opacity: 0.35 }) +
        path('M420 360h120L480 590z', C.navy2, { opacity: 0.5 }) +
        path('M360 250l-90 110h150zM600 250l90 110H540z', C.blueSoft, { opacity: 0.6 }) +
        stroke(
          'M360 250h240l90 110-210 230-210-230zM270 360h420M360 250l60 110 60 230 60-230 60-110',
          C.white,
          3,
          { opacity: 0.6 },
        ) +
        shield(720, 400, 120, 150, C.orange) +
        check(720, 470, 50, C.white, 12) +
        sparkles(
          ['plus', 200, 200, 16, C.orange],
          ['star', 770, 200, 16, C.blue],
          ['dot', 180, 520, 10, C.blueMid],
        ),
    };
  },

  'values-2'() {
    return {
      title: 'Collaboration: three connected colleagues around a shared heart',
      body:
        halo(480, 370, 260) +
        stroke('M480 200L300 500L660 500z', C.grey3, 5, { 'stroke-dasharray': '4 16' }) +
        avatar(1, 480, 190, 78, C.blueSoft) +
        avatar(6, 290, 500, 78, C.orangeSoft) +
        avatar(3, 670, 500, 78, C.blueSoft) +
        circle(480, 400, 70, C.orange) +
        path(
          'M480 440c-40-26-58-46-58-68a28 28 0 0 1 58-6 28 28 0 0 1 58 6c0 22-18 42-58 68z',
          C.white,
        ) +
        sparkles(
          ['plus', 170, 200, 16, C.blue],
          ['star', 800, 220, 16, C.orange],
          ['dot', 820, 640, 10, C.blueMid],
        ),
    };
  },

  'values-3'() {
    return {
      title: 'Community: students planting a young tree outside their college',
      body:
        halo(480, 330, 255) +
        rect(590, 330, 220, 250, 8, C.white) +
        path('M570 336L700 266L830 336z', C.navy) +
        [612, 664, 716, 768].map((x) => rect(x, 356, 22, 220, 6, C.blueSoft)).join('') +
        rect(678, 496, 44, 84, 6, C.orange) +
        stroke('M700 266V198', C.navy, 6) +
        pennant(703, 200, 54, 32, 12, C.orange) +
        figure(2, 260, 452, 58) +
        figure(5, 560, 470, 54) +
        path('M0 616Q480 540 960 616V720H0z', C.blueSoft) +
        ellipse(420, 586, 96, 22, C.orangeMid) +
        sapling(420, 580, 150) +
        wateringCan(540, 600, 70) +
        shadow(480, 660, 320, 16, 0.05) +
        sparkles(['plus', 150, 170, 16, C.orange], ['star', 860, 170, 14, C.blue]),
    };
  },
};
