// @ts-check
/** Company scenes for the three values. */
import { C } from '../kit/palette.mjs';
import { circle, path, stroke } from '../kit/shapes.mjs';
import { check, sparkles } from '../kit/marks.mjs';
import { card } from '../kit/screens.mjs';
import { gear, gearPair, shield, lineChart, bulb } from '../kit/symbols.mjs';
import { halo, backdrop } from '../kit/scene.mjs';
import { avatar } from './parts.mjs';

/** @typedef {import('../kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const VALUES = {
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
      title: 'Innovation: a glowing light bulb with turning gears and sparks',
      body:
        backdrop([480, 360, 260], [480, 640, 220]) +
        bulb(480, 300, 120, C.orange, C.navy) +
        gear(480, 300, 44, C.white, { teeth: 8 }) +
        stroke('M480 110V70M330 170l-28-28M630 170l28-28M290 300h-40M670 300h40', C.blue, 10) +
        gearPair([700, 520, 60, C.navy2], [780, 430, 40, C.blue]) +
        card(140, 460, 170, 100, { rx: 18 }) +
        lineChart(
          [
            [165, 530],
            [200, 510],
            [235, 520],
            [280, 480],
          ],
          C.orange,
          5,
        ) +
        sparkles(['plus', 200, 180, 16, C.orange], ['star', 800, 170, 16, C.blue]),
    };
  },
};
