// @ts-check
/** Company scenes of the people: the experts and life at NGS. */
import { C } from '../kit/palette.mjs';
import { rect, circle, path, stroke } from '../kit/shapes.mjs';
import { shadow, plus, check, star, sparkles } from '../kit/marks.mjs';
import { card, bars, codeLines, windowFrame, laptopBack, monitor } from '../kit/screens.mjs';
import { barChart, lineChart, codeGlyph, bulb } from '../kit/symbols.mjs';
import { desk, plant, mug, bubble, typingBubble, confetti } from '../kit/office.mjs';
import { halo } from '../kit/scene.mjs';
import { figure } from '../kit/people.mjs';
import { headset, balloon } from './parts.mjs';

/** @typedef {import('../kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const TEAM = {
  'experts-1'() {
    return {
      title: 'Our experts: an engineer working on a laptop at a tidy desk',
      body:
        halo(480, 330, 255) +
        windowFrame(600, 110, 250, 170, { depth: 8 }) +
        bars(624, 180, [120, 170, 90], { gap: 26, h: 10, colors: [C.orange, C.blueMid, C.grey3] }) +
        figure(7, 480, 330, 70) +
        desk(520) +
        laptopBack(480, 522, 230) +
        plant(220, 522, 58) +
        mug(720, 522, 48, C.orange) +
        sparkles(['plus', 160, 200, 16, C.blue], ['dot', 340, 170, 9, C.orangeMid]),
    };
  },

  'experts-2'() {
    return {
      title: 'Our experts: a consultant presenting a growth chart on a board',
      body:
        halo(520, 340, 255) +
        card(430, 130, 400, 300, { rx: 18 }) +
        barChart(470, 380, [80, 130, 110, 190], { w: 46, gap: 22 }) +
        lineChart(
          [
            [490, 280],
            [560, 230],
            [630, 250],
            [770, 160],
          ],
          C.orange,
          6,
        ) +
        stroke('M460 392H800', C.grey3, 3) +
        stroke('M630 430L590 600M630 430L670 600', C.navy3, 10) +
        figure(4, 270, 518, 64) +
        stroke('M350 600L450 330', C.navy, 8) +
        circle(452, 326, 9, C.orange) +
        sparkles(['plus', 150, 190, 16, C.orange], ['dot', 860, 520, 10, C.blue]) +
        shadow(630, 620, 200),
    };
  },

  'experts-3'() {
    const screen = codeLines(26, 30, [140, 200, 160, 110, 190], { gap: 28, h: 12, step: 26 });
    return {
      title: 'Our experts: two developers collaborating in front of a shared screen',
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

  'experts-4'() {
    return {
      title: 'Our experts: a support specialist with a headset answering chat messages',
      body:
        halo(480, 380, 255) +
        bubble(120, 160, 210, 80, C.white) +
        bars(148, 186, [150, 100], { gap: 22, h: 10, colors: [C.navy, C.grey2] }) +
        bubble(630, 140, 210, 80, C.blue, true) +
        bars(658, 166, [150, 90], { gap: 22, h: 10, colors: [C.white, C.blueSoft] }) +
        typingBubble(660, 280, 160, 64, C.orange, { flip: true, gap: 40, r: 8 }) +
        figure(0, 480, 420, 92, { shirt: C.navy3, collar: 'shirt' }) +
        headset(480, 420, 92) +
        sparkles(['star', 180, 420, 16, C.orange], ['plus', 820, 500, 14, C.blue]),
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
