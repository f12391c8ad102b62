// @ts-check
/** Company scenes of the people: the experts (software, design, cloud, training) and life at NGS. */
import { C } from '../kit/palette.mjs';
import { rect, circle, path, stroke, g } from '../kit/shapes.mjs';
import { shadow, plus, check, star, sparkles } from '../kit/marks.mjs';
import { card, bars, codeLines, laptop, laptopBack, monitor } from '../kit/screens.mjs';
import { barChart, lineChart, codeGlyph, codeTile, bulb, cloud, shield } from '../kit/symbols.mjs';
import { desk, plant, mug, pencil, bubble, typingBubble, confetti } from '../kit/office.mjs';
import { halo } from '../kit/scene.mjs';
import { figure } from '../kit/people.mjs';
import { balloon, learner } from './parts.mjs';

/** @typedef {import('../kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const TEAM = {
  'experts-1'() {
    const screen = codeLines(26, 30, [140, 200, 160, 110, 190], { gap: 28, h: 12, step: 26 });
    return {
      title: 'Our experts: two developers pair-programming in front of one screen',
      body:
        halo(480, 340, 260) +
        figure(2, 230, 360, 62) +
        figure(5, 730, 360, 62) +
        monitor(480, 540, 340, screen) +
        desk(540) +
        mug(620, 540, 40, C.blue) +
        rect(300, 528, 120, 12, 6, C.grey3) +
        bubble(120, 120, 150, 64, C.orange) +
        codeGlyph(195, 152, 36, C.white) +
        bubble(700, 110, 150, 64, C.white, true) +
        check(775, 142, 36, C.blue, 9) +
        plus(860, 300, 14, C.blue),
    };
  },

  'experts-2'() {
    const phone = (
      /** @type {number} */ x,
      /** @type {number} */ y,
      /** @type {string} */ accent,
    ) =>
      rect(x, y, 120, 220, 22, C.navy) +
      rect(x + 10, y + 14, 100, 192, 12, C.white) +
      rect(x + 10, y + 14, 100, 56, 12, accent) +
      bars(x + 22, y + 90, [76, 56, 70], { gap: 24, h: 10, colors: [C.grey2] }) +
      rect(x + 22, y + 166, 76, 24, 12, C.orange);
    return {
      title: 'Our experts: a designer sketching app screens on a tablet',
      body:
        halo(470, 350, 255) +
        phone(650, 110, C.blueSoft) +
        phone(760, 190, C.orangeSoft) +
        [C.orange, C.blue, C.navy3]
          .map((c, i) => circle(150, 200 + i * 64, 22, c, { stroke: C.white, 'stroke-width': 6 }))
          .join('') +
        figure(4, 400, 300, 72) +
        g(
          'rotate(-8 400 520)',
          rect(270, 430, 260, 180, 20, C.navy) +
            rect(284, 444, 232, 152, 10, C.white) +
            rect(300, 460, 90, 120, 10, C.blueSoft, {
              stroke: C.blue,
              'stroke-width': 3,
              'stroke-dasharray': '8 6',
            }) +
            bars(406, 470, [90, 60, 80], { gap: 24, h: 10, colors: [C.navy, C.grey2] }) +
            rect(406, 548, 70, 24, 12, C.orange),
        ) +
        g('rotate(35 560 470)', pencil(548, 380, 20, 130, 26, 20)) +
        sparkles(['plus', 220, 130, 16, C.orange], ['dot', 880, 520, 10, C.blue]),
    };
  },

  'experts-3'() {
    const panel =
      card(170, 86, 620, 290, { rx: 22, fill: C.navy, side: C.navy3 }) +
      rect(196, 112, 180, 238, 14, C.navy2) +
      cloud(286, 190, 52, C.white) +
      [0, 1, 2]
        .map(
          (i) =>
            circle(226, 262 + i * 28, 8, i === 1 ? C.orange : C.blueMid) +
            rect(244, 256 + i * 28, [90, 70, 100][i], 12, 6, C.navy3),
        )
        .join('') +
      rect(392, 112, 372, 110, 14, C.navy2) +
      lineChart(
        [
          [416, 196],
          [470, 170],
          [520, 182],
          [580, 140],
          [640, 150],
          [736, 126],
        ],
        C.orange,
        5,
      ) +
      rect(392, 238, 372, 112, 14, C.navy2) +
      barChart(420, 330, [40, 62, 48, 74, 56, 66], {
        w: 34,
        gap: 22,
        colors: [C.blueMid, C.blue, C.blueMid, C.orange],
      });
    return {
      title: 'Our experts: a cloud engineer watching live dashboards of uptime and load',
      body:
        halo(480, 330, 255) +
        panel +
        figure(3, 480, 420, 56, { collar: 'shirt', shirt: C.blue }) +
        desk(560) +
        laptopBack(620, 562, 150) +
        shield(800, 440, 92, 112, C.orange) +
        check(800, 494, 38, C.white, 10) +
        mug(250, 562, 40, C.orange) +
        plus(120, 200, 16, C.blue),
    };
  },

  'experts-4'() {
    const board =
      card(150, 90, 470, 300, { rx: 18, fill: C.navy, side: C.navy3 }) +
      rect(172, 112, 426, 256, 10, C.navy2) +
      codeLines(200, 140, [150, 230, 190, 120, 210, 160], {
        gap: 34,
        h: 13,
        step: 30,
        depths: [0, 1, 2, 2, 1, 0],
      }) +
      codeTile(520, 290, 100, 80, 40, { rx: 16 });
    return {
      title: 'Our experts: a trainer leading a hands-on coding session',
      body:
        halo(480, 330, 255) +
        board +
        figure(0, 770, 330, 64, { shirt: C.navy3, collar: 'shirt' }) +
        stroke('M712 440L600 300', C.navy, 8) +
        circle(598, 297, 8, C.orange) +
        laptop(330, 612, 130, codeLines(10, 12, [50, 80, 60], { gap: 16, h: 7 })) +
        laptop(610, 612, 130, codeLines(10, 12, [70, 50, 80], { gap: 16, h: 7 })) +
        learner(0, 200, 600, 54) +
        learner(1, 470, 610, 56) +
        learner(2, 740, 600, 54) +
        sparkles(['plus', 850, 150, 16, C.orange], ['dot', 110, 420, 9, C.blueMid]),
    };
  },

  'life-1'() {
    return {
      title: 'Team life: a team meeting around a table with laptops and ideas',
      body:
        halo(480, 320, 255) +
        figure(1, 250, 360, 56) +
        figure(2, 480, 330, 60) +
        figure(3, 710, 360, 56) +
        desk(510) +
        laptopBack(260, 512, 170) +
        laptopBack(700, 512, 170) +
        mug(460, 512, 38, C.orange) +
        rect(520, 500, 90, 12, 6, C.grey3) +
        bubble(390, 100, 180, 70, C.white) +
        bulb(480, 130, 18, C.orange, C.navy) +
        typingBubble(120, 170, 120, 56, C.blue, { gap: 30, r: 7 }) +
        plus(820, 170, 16, C.orange),
    };
  },

  'life-2'() {
    return {
      title: 'Team life: celebrating together with balloons, confetti and coffee',
      body:
        halo(480, 360, 260) +
        confetti(42, 28, 120, 100, 720, 300) +
        balloon(300, 250, 70, C.orange) +
        balloon(400, 200, 64, C.blue) +
        balloon(660, 240, 72, C.navy3) +
        shadow(480, 620, 260) +
        rect(430, 420, 180, 180, 14, C.orange) +
        rect(410, 390, 220, 50, 12, C.navy2) +
        rect(505, 390, 30, 210, 0, C.blue) +
        stroke(
          'M520 390c-30-50-80-40-70-10s50 10 70 10c20 0 60 20 70-10s-40-40-70 10',
          C.blue,
          10,
        ) +
        mug(260, 600, 90, C.navy) +
        mug(700, 600, 80, C.blue) +
        plus(840, 420, 14, C.orange),
    };
  },

  'life-3'() {
    const screen =
      rect(20, 20, 120, 150, 8, C.navy3) +
      codeLines(160, 30, [120, 90, 140, 70], { gap: 28, h: 12 }) +
      rect(160, 140, 70, 26, 13, C.orange);
    return {
      title: 'Team life: a bright, calm workspace with a monitor, lamp and plants',
      body:
        halo(480, 330, 260) +
        rect(140, 110, 130, 100, 10, C.white, { stroke: C.navy3, 'stroke-width': 6 }) +
        path('M154 196l40-46 26 26 14-12 26 32z', C.blueMid) +
        circle(236, 140, 12, C.orange) +
        rect(700, 130, 110, 80, 10, C.white, { stroke: C.navy3, 'stroke-width': 6 }) +
        star(755, 170, 20, C.orange) +
        monitor(480, 520, 320, screen) +
        stroke('M740 520L700 380L780 300', C.navy, 10) +
        path('M750 280l80 20-30 60z', C.orange) +
        circle(700, 380, 12, C.navy) +
        desk(520) +
        plant(200, 522, 60) +
        rect(600, 494, 100, 26, 6, C.blue) +
        rect(610, 470, 90, 24, 6, C.orange) +
        rect(330, 508, 110, 12, 6, C.grey3) +
        mug(280, 522, 38, C.blue),
    };
  },
};
