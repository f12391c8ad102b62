// @ts-check
/** Process step scenes (shown at 640x480, drawn in the same 960x720 space): ideation, design, development, testing, deployment. */
import { C } from '../kit/palette.mjs';
import { rect, circle, path, stroke, g } from '../kit/shapes.mjs';
import { plus, ring, checkBadge, sparkles } from '../kit/marks.mjs';
import { card, codeLines, checklistCard, laptop } from '../kit/screens.mjs';
import { gearPair, cloud, codeTile, bulb, rocket } from '../kit/symbols.mjs';
import { pencil } from '../kit/office.mjs';
import { halo, backdrop } from '../kit/scene.mjs';

/** @typedef {import('../kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const PROCESS = {
  ideation() {
    const note = (
      /** @type {number} */ x,
      /** @type {number} */ y,
      /** @type {string} */ c,
      /** @type {number} */ r,
    ) =>
      g(
        `rotate(${r} ${x + 50} ${y + 50})`,
        rect(x, y + 6, 100, 100, 8, C.navy, { opacity: 0.08 }) +
          rect(x, y, 100, 100, 8, c) +
          rect(x + 16, y + 30, 60, 9, 4, C.navy, { opacity: 0.25 }) +
          rect(x + 16, y + 52, 44, 9, 4, C.navy, { opacity: 0.25 }),
      );
    return {
      title: 'Ideation: a light bulb above a board of sticky notes',
      body:
        halo(480, 380, 255) +
        card(220, 300, 520, 300, { rx: 20 }) +
        note(260, 340, C.orangeSoft, -4) +
        note(380, 330, C.blueSoft, 3) +
        note(500, 345, '#ffd9c2', -2) +
        note(620, 335, C.blueSoft, 4) +
        stroke('M300 500h360', C.grey2, 10) +
        stroke('M300 540h240', C.grey2, 10) +
        bulb(480, 170, 70, C.orange, C.navy) +
        stroke('M480 50V28M370 90l-18-18M590 90l18-18M350 180h-26M610 180h26', C.blue, 8) +
        g('rotate(40 760 250)', pencil(740, 150, 26, 170, 32, 26)) +
        plus(180, 200, 16, C.blue),
    };
  },

  design() {
    return {
      title: 'Design: a pen tool drawing shapes next to a ruler and colour swatches',
      body:
        backdrop([480, 360, 260], [480, 640, 280]) +
        card(200, 170, 400, 380, { rx: 22 }) +
        circle(310, 290, 64, C.blue) +
        rect(410, 230, 130, 130, 16, C.orange) +
        path('M260 500l70-110 70 110z', C.navy) +
        rect(440, 420, 110, 80, 40, C.blueSoft) +
        stroke('M410 230h130v130H410z', C.blue, 3, { 'stroke-dasharray': '8 8' }) +
        g(
          'rotate(30 700 320)',
          path('M660 200h80v120l-40 90-40-90z', C.navy) +
            path('M680 320h40l-20 60z', C.orange) +
            circle(700, 360, 7, C.white) +
            rect(660, 160, 80, 50, 10, C.blue),
        ) +
        g(
          'rotate(-8 720 560)',
          rect(600, 530, 250, 56, 8, C.orangeMid) +
            [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
              .map((i) => rect(616 + i * 23, 530, 5, i % 2 ? 16 : 28, 2, C.navy, { opacity: 0.5 }))
              .join(''),
        ) +
        [C.orange, C.blue, C.navy, C.blueSoft]
          .map((c, i) => circle(150, 250 + i * 70, 24, c, { stroke: C.white, 'stroke-width': 6 }))
          .join('') +
        plus(820, 160, 16, C.orange),
    };
  },

  development() {
    const screen =
      rect(0, 0, 320, 190, 4, C.navy2) +
      codeLines(24, 24, [120, 180, 140, 90, 160], { gap: 30, h: 11, step: 24 });
    return {
      title: 'Development: a laptop with code, a code tag and a gear',
      body:
        backdrop([480, 360, 260], [480, 610, 300]) +
        laptop(480, 580, 340, screen) +
        codeTile(640, 170, 170, 130, 66) +
        gearPair([210, 260, 64, C.blue], [290, 180, 36, C.navy2]) +
        sparkles(['plus', 820, 470, 16, C.blue], ['dot', 160, 520, 10, C.orange]),
    };
  },

  testing() {
    return {
      title: 'Testing: a magnifying glass checking a list of passed tests',
      body:
        backdrop([480, 360, 260], [470, 640, 280]) +
        checklistCard(250, 150, 340, 430, {
          x: 300,
          textX: 340,
          tops: [200, 290, 380, 470],
          badges: [C.orange, C.orange, C.orange, C.grey3],
          lines: [180, 120],
        }) +
        stroke('M640 470L760 590', C.navy, 34) +
        circle(590, 410, 110, C.blue, { opacity: 0.2 }) +
        ring(590, 410, 110, C.navy, 24) +
        checkBadge(590, 410, 50, C.blue) +
        sparkles(['plus', 180, 200, 16, C.orange], ['star', 800, 200, 16, C.blue]),
    };
  },

  deployment() {
    return {
      title: 'Deployment: a rocket launching from the cloud',
      body:
        halo(480, 340, 260) +
        stroke('M320 560L430 420', C.orangeMid, 14, { opacity: 0.5 }) +
        stroke('M280 520L390 380', C.blueMid, 8, { opacity: 0.5 }) +
        rocket(520, 300, 110, 38) +
        cloud(340, 580, 110, C.white) +
        cloud(620, 610, 80, C.white) +
        cloud(200, 620, 60, C.blueSoft) +
        sparkles(
          ['plus', 200, 160, 14, C.blue],
          ['star', 740, 200, 14, C.orange],
          ['plus', 820, 420, 14, C.blue],
          ['star', 160, 380, 14, C.orange],
        ),
    };
  },
};
