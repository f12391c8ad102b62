// @ts-check
/** Service illustrations for teaching: workshops, internships and training. */
import { C } from '../kit/palette.mjs';
import { rect, circle, path, stroke, g } from '../kit/shapes.mjs';
import { plus, pennant, sparkles } from '../kit/marks.mjs';
import { card, bars, tickedCard } from '../kit/screens.mjs';
import { lineChart, risingSteps } from '../kit/symbols.mjs';
import { backdrop } from '../kit/scene.mjs';
import { figure } from '../kit/people.mjs';

/** @typedef {import('../kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const LEARNING = {
  workshop() {
    const note = (
      /** @type {number} */ x,
      /** @type {number} */ y,
      /** @type {string} */ c,
      /** @type {number} */ r,
    ) =>
      g(
        `rotate(${r} ${x + 35} ${y + 35})`,
        rect(x, y, 70, 70, 6, c) +
          bars(x + 12, y + 20, [46, 30], { gap: 16, h: 7, colors: [C.navy] }).replace(
            /fill="#0b1b33"/g,
            'fill="#0b1b33" opacity=".25"',
          ),
      );
    return {
      title: 'Workshops: a flip chart with sticky notes and participants around it',
      body:
        backdrop([480, 340, 255], [480, 640, 320]) +
        stroke('M400 460L350 610M560 460L610 610M480 460V600', C.navy3, 10) +
        card(330, 110, 300, 360, { rx: 14, depth: 8 }) +
        rect(320, 100, 320, 26, 10, C.navy) +
        note(360, 150, C.orangeSoft, -4) +
        note(448, 146, C.blueSoft, 3) +
        note(536, 152, '#ffd9c2', -2) +
        lineChart(
          [
            [370, 420],
            [420, 380],
            [470, 400],
            [530, 330],
            [590, 300],
          ],
          C.orange,
          6,
        ) +
        stroke('M360 440H600', C.grey3, 3) +
        figure(1, 165, 528, 60) +
        figure(2, 795, 528, 60) +
        g(
          'rotate(-20 250 220)',
          rect(200, 210, 100, 18, 9, C.orange) + rect(200, 210, 22, 18, 4, C.navy),
        ) +
        sparkles(['plus', 820, 180, 16, C.blue], ['dot', 130, 200, 10, C.blueMid]),
    };
  },

  internship() {
    return {
      title: 'Internships: an intern ID badge on a lanyard next to growth steps',
      body:
        backdrop([430, 360, 255], [520, 630, 320]) +
        stroke('M360 60L430 250M500 60L430 250', C.blue, 14) +
        rect(410, 230, 40, 36, 8, C.grey4) +
        card(330, 250, 200, 300, { rx: 22 }) +
        rect(330, 250, 200, 70, 0, C.navy) +
        rect(330, 250, 200, 22, 0, C.navy) +
        path('M330 272a22 22 0 0 1 22-22h156a22 22 0 0 1 22 22z', C.navy) +
        rect(405, 262, 50, 10, 5, C.white, { opacity: 0.6 }) +
        circle(430, 372, 52, C.blueSoft) +
        figure(6, 430, 362, 22) +
        rect(352, 438, 156, 14, 7, C.navy) +
        rect(372, 466, 116, 10, 5, C.grey2) +
        rect(390, 500, 80, 24, 12, C.orange) +
        risingSteps(600, 570, 80, [70, 140, 220], 8) +
        stroke('M800 350V250', C.navy, 6) +
        pennant(803, 250, 52, 40, 14, C.orange) +
        stroke('M610 450L690 380L760 310', C.orange, 5, { 'stroke-dasharray': '2 14' }) +
        tickedCard(120, 420, 150, 96, { badge: [164, 24], text: [198, 452], lines: [50, 36] }) +
        plus(180, 180, 16, C.orange),
    };
  },

  training() {
    return {
      title: 'Training: a classroom chalkboard with a chart and a graduation cap',
      body:
        backdrop([480, 350, 265], [480, 630, 300]) +
        rect(196, 140, 528, 356, 18, C.navy3) +
        rect(212, 156, 496, 324, 10, C.navy) +
        stroke('M250 430V250M250 430H440', C.white, 4, { opacity: 0.8 }) +
        rect(275, 370, 28, 60, 4, C.blueMid) +
        rect(318, 330, 28, 100, 4, C.blueMid) +
        rect(361, 290, 28, 140, 4, C.orange) +
        stroke('M480 230H650M480 268H610M480 306H630', C.white, 6, { opacity: 0.75 }) +
        circle(560, 400, 46, C.orange) +
        path('M545 375l42 25-42 25z', C.white) +
        rect(300, 496, 320, 18, 9, C.navy3) +
        rect(330, 486, 60, 10, 4, C.white) +
        rect(410, 488, 40, 8, 4, C.orangeMid) +
        stroke('M330 514L300 610M590 514L620 610', C.navy3, 10) +
        g(
          'translate(745 175) rotate(10)',
          path('M-80 0L0-40L80 0L0 40z', C.navy) +
            path('M-48 16v44c30 24 66 24 96 0V16L0 40z', C.navy2) +
            stroke('M60 8v60', C.orange, 5) +
            circle(60, 72, 10, C.orange),
        ) +
        rect(110, 540, 140, 26, 6, C.orange) +
        rect(120, 514, 130, 26, 6, C.blue) +
        rect(104, 488, 136, 26, 6, C.navy2) +
        plus(150, 190, 16, C.blue),
    };
  },
};
