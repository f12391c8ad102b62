// @ts-check
/** Service illustrations for selling online: e-commerce and digital marketing. */
import { C } from '../kit/palette.mjs';
import { rect, circle, path, stroke, g } from '../kit/shapes.mjs';
import { ring, sparkles } from '../kit/marks.mjs';
import { card, bars } from '../kit/screens.mjs';
import { barChart, lineChart } from '../kit/symbols.mjs';
import { backdrop } from '../kit/scene.mjs';

/** @typedef {import('../kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const MARKETING = {
  ecom() {
    return {
      title: 'E-commerce: a shopping cart with parcels, a product card and a payment card',
      body:
        backdrop([480, 360, 265], [500, 630, 300]) +
        card(160, 150, 220, 290, { rx: 20 }) +
        rect(180, 170, 180, 130, 14, C.blueSoft) +
        circle(270, 235, 38, C.blueMid) +
        bars(180, 320, [150, 100], { gap: 24, h: 12, colors: [C.navy, C.grey2] }) +
        rect(180, 380, 90, 34, 17, C.orange) +
        rect(290, 388, 50, 18, 9, C.navy) +
        rect(470, 300, 110, 110, 10, C.orange) +
        rect(515, 300, 20, 110, 0, '#ffd0b5') +
        rect(560, 250, 140, 160, 10, C.blue) +
        rect(620, 250, 20, 160, 0, C.blueMid) +
        rect(510, 350, 80, 60, 8, C.navy3) +
        stroke('M360 250h60l52 200h270l36-160', C.navy, 16) +
        stroke('M450 360h300', C.navy, 10) +
        circle(500, 520, 26, C.navy) +
        circle(500, 520, 9, C.white) +
        circle(720, 520, 26, C.navy) +
        circle(720, 520, 9, C.white) +
        g(
          'rotate(-18 760 190)',
          path('M700 160h110l30 30-30 30H700z', C.orange) +
            circle(815, 190, 8, C.white) +
            rect(720, 182, 60, 14, 7, C.white, { opacity: 0.8 }),
        ) +
        g(
          'rotate(8 760 580)',
          card(670, 530, 190, 116, { rx: 16, fill: C.navy2, side: C.navy }) +
            rect(692, 556, 40, 30, 6, C.orangeMid) +
            bars(692, 606, [120, 60], { gap: 18, h: 8, colors: [C.blueMid] }),
        ) +
        sparkles(['plus', 830, 330, 14, C.blue], ['dot', 120, 520, 10, C.orange]),
    };
  },

  'digi-market'() {
    return {
      title: 'Digital marketing: a megaphone with sound waves and a rising performance chart',
      body:
        backdrop([460, 370, 255], [460, 640, 300]) +
        g(
          'rotate(-14 380 380)',
          path(
            'M220 330h70l170-110v320L290 430h-70a30 30 0 0 1-30-30v-40a30 30 0 0 1 30-30z',
            C.orange,
          ) +
            path('M290 330l170-110v320L290 430z', C.navy, { opacity: 0.12 }) +
            rect(440, 210, 44, 340, 22, C.navy) +
            path('M240 430h54l26 110a20 20 0 0 1-20 24h-22a20 20 0 0 1-20-16z', C.navy2) +
            stroke(
              'M530 320a70 70 0 0 1 0 120M570 280a130 130 0 0 1 0 200M610 240a190 190 0 0 1 0 280',
              C.blue,
              12,
            ),
        ) +
        card(640, 140, 220, 170, { rx: 20 }) +
        lineChart(
          [
            [665, 270],
            [710, 240],
            [750, 255],
            [795, 200],
            [835, 175],
          ],
          C.orange,
          6,
        ) +
        stroke('M665 285H835', C.grey2, 3) +
        card(660, 400, 180, 110, { rx: 18, fill: C.navy, side: C.navy3 }) +
        barChart(686, 486, [30, 48, 40, 62], {
          w: 24,
          gap: 14,
          colors: [C.blueMid, C.blue, C.blueMid, C.orange],
        }) +
        circle(180, 200, 46, C.white) +
        ring(180, 200, 30, C.orange, 8) +
        circle(180, 200, 10, C.orange) +
        sparkles(['plus', 120, 560, 14, C.blue], ['dot', 600, 120, 9, C.blueMid]),
    };
  },
};
