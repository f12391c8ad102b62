// @ts-check
/** Company scenes about who NGS is: about, the offices, who we are, story, vision, mission. */
import { C } from '../kit/palette.mjs';
import { rect, circle, ellipse, path, stroke, g } from '../kit/shapes.mjs';
import { shadow, plus, checkBadge, star, pennant, sparkles } from '../kit/marks.mjs';
import { card, bars, tickedCard } from '../kit/screens.mjs';
import { cloud } from '../kit/symbols.mjs';
import { desk, mug, bubble, typingBubble } from '../kit/office.mjs';
import { halo, backdrop } from '../kit/scene.mjs';
import { figure } from '../kit/people.mjs';
import { windows, tree } from './parts.mjs';

/** @typedef {import('../kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const IDENTITY = {
  about() {
    const note = (
      /** @type {number} */ x,
      /** @type {number} */ y,
      /** @type {string} */ c,
      /** @type {number} */ r,
    ) =>
      g(
        `rotate(${r} ${x + 36} ${y + 30})`,
        rect(x, y, 72, 60, 6, c) + rect(x + 12, y + 18, 44, 8, 4, C.navy, { opacity: 0.25 }),
      );
    const column = (/** @type {number} */ x, /** @type {string[]} */ colours) =>
      rect(x, 156, 120, 12, 6, C.navy) +
      colours.map((c, i) => note(x + 24, 188 + i * 76, c, i % 2 ? 3 : -3)).join('');
    return {
      title: 'About us: two engineers planning a project on a whiteboard of sticky notes',
      body:
        halo(480, 330, 255) +
        card(260, 110, 440, 300, { rx: 14, depth: 8, stroke: C.grey3 }) +
        column(290, [C.orangeSoft, C.blueSoft]) +
        column(420, ['#ffd9c2', C.orangeSoft]) +
        column(550, [C.blueSoft]) +
        checkBadge(646, 296, 24) +
        stroke('M398 226h18M528 226h18', C.grey4, 4) +
        rect(330, 410, 300, 14, 7, C.grey3) +
        rect(360, 400, 60, 10, 5, C.orange) +
        rect(440, 400, 60, 10, 5, C.blue) +
        figure(1, 175, 440, 54) +
        stroke('M232 536L318 330', C.navy, 8) +
        circle(319, 326, 8, C.orange) +
        figure(6, 790, 452, 52, { shirt: C.navy3 }) +
        desk(596) +
        rect(600, 576, 120, 20, 4, C.blue) +
        rect(612, 560, 100, 18, 4, C.orange) +
        mug(300, 596, 40, C.navy3) +
        sparkles(['plus', 860, 170, 16, C.orange], ['dot', 110, 230, 9, C.blueMid]),
    };
  },

  offices() {
    return {
      title: 'Our offices: modern office buildings with trees under a clear sky',
      body:
        halo(480, 360, 265) +
        cloud(250, 180, 50, C.white) +
        cloud(740, 140, 40, C.white) +
        rect(260, 300, 150, 310, 10, C.blue) +
        windows(284, 330, 4, 6, C.white, 0.45) +
        rect(560, 250, 150, 360, 10, C.navy3) +
        windows(584, 280, 4, 7, C.blueMid, 0.5) +
        rect(390, 160, 190, 450, 12, C.navy) +
        rect(390, 160, 190, 40, 12, C.navy2) +
        windows(412, 220, 5, 8, C.blueMid, 0.45) +
        stroke('M485 160V90', C.navy, 6) +
        pennant(488, 92, 60, 36, 14, C.orange) +
        rect(450, 540, 70, 70, 6, C.orange) +
        rect(482, 540, 6, 70, 0, C.navy, { opacity: 0.3 }) +
        tree(210, 612, 34, C.navy3) +
        tree(750, 612, 40, C.blue) +
        tree(800, 612, 28, C.navy3) +
        rect(140, 606, 700, 14, 7, C.grey3) +
        shadow(480, 640, 320) +
        sparkles(['plus', 150, 300, 14, C.orange], ['dot', 830, 300, 9, C.blueMid]),
    };
  },

  'who-we-are'() {
    return {
      title: 'Who we are: a diverse team of three colleagues standing together',
      body:
        halo(480, 380, 250) +
        bubble(170, 150, 170, 80, C.white) +
        bars(196, 176, [110, 70], { gap: 22, h: 10, colors: [C.navy, C.grey2] }) +
        typingBubble(640, 170, 150, 70, C.orange, { flip: true, gap: 40, r: 8, cx: 712 }) +
        figure(1, 300, 522, 64) +
        figure(6, 660, 522, 64) +
        figure(3, 480, 478, 78, { collar: 'blazer', shirt: C.navy }) +
        checkBadge(830, 420, 28) +
        sparkles(
          ['plus', 130, 400, 14, C.blue],
          ['star', 820, 300, 16, C.orange],
          ['dot', 140, 300, 9, C.orangeMid],
        ),
    };
  },

  story() {
    const pts = [
      [150, 590],
      [330, 470],
      [520, 500],
      [700, 330],
      [800, 170],
    ];
    return {
      dark: true,
      title: 'Our story: a winding timeline of milestones leading to a flag',
      body:
        stroke(
          'M150 590C240 470 290 460 330 470S470 540 520 500S620 340 700 330S780 240 800 170',
          C.orange,
          8,
          { 'stroke-dasharray': '2 18' },
        ) +
        pts
          .slice(0, 4)
          .map(
            ([x, y], i) =>
              circle(x, y, 30, i === 3 ? C.orange : C.white) +
              circle(x, y, 12, i === 3 ? C.white : C.blue),
          )
          .join('') +
        stroke('M800 175V80', C.white, 6) +
        pennant(803, 82, 70, 40, 16, C.orange) +
        card(190, 360, 170, 80, { rx: 16, fill: C.navy3, side: C.navy }) +
        bars(212, 384, [110, 70], { gap: 22, h: 10, colors: [C.white, C.blueMid] }) +
        card(430, 560, 170, 80, { rx: 16, fill: C.navy3, side: C.navy }) +
        bars(452, 584, [120, 80], { gap: 22, h: 10, colors: [C.white, C.blueMid] }) +
        card(520, 210, 140, 80, { rx: 16, fill: C.blue, side: C.navy }) +
        bars(540, 234, [90, 60], { gap: 22, h: 10, colors: [C.white, C.blueSoft] }) +
        [
          [120, 140],
          [300, 110],
          [640, 90],
          [880, 300],
          [860, 560],
          [90, 380],
        ]
          .map(([x, y], i) =>
            i % 2 ? star(x, y, 10, C.blueMid) : circle(x, y, 5, C.white, { opacity: 0.7 }),
          )
          .join(''),
    };
  },

  vision() {
    return {
      dark: true,
      title: 'Our vision: a telescope pointed at a bright star in the night sky',
      body:
        circle(720, 190, 95, C.blue, { opacity: 0.18 }) +
        circle(720, 190, 60, C.orange) +
        ellipse(720, 190, 120, 26, 'none', {
          stroke: C.orangeMid,
          'stroke-width': 6,
          transform: 'rotate(-18 720 190)',
        }) +
        star(260, 170, 22, C.white) +
        star(860, 420, 14, C.blueMid) +
        [
          [160, 300],
          [420, 120],
          [560, 270],
          [880, 110],
          [820, 560],
          [130, 520],
        ]
          .map(([x, y]) => circle(x, y, 4, C.white, { opacity: 0.8 }))
          .join('') +
        g(
          'rotate(-30 420 420)',
          rect(300, 380, 300, 80, 30, C.white) +
            rect(260, 392, 50, 56, 14, C.blueMid) +
            rect(590, 370, 64, 100, 20, C.blue) +
            rect(420, 380, 40, 80, 0, C.orange),
        ) +
        stroke('M440 460L360 640M440 460L520 640M440 460V640', C.white, 9, { opacity: 0.9 }) +
        circle(440, 460, 18, C.orange) +
        rect(180, 640, 600, 10, 5, C.navy3) +
        plus(600, 560, 14, C.orange),
    };
  },

  mission() {
    return {
      title: 'Our mission: an arrow hitting the centre of a target',
      body:
        backdrop([460, 370, 255], [460, 640, 220]) +
        stroke('M460 560L400 640M460 560L520 640', C.navy3, 12) +
        circle(460, 360, 210, C.navy) +
        circle(460, 360, 166, C.white) +
        circle(460, 360, 124, C.orange) +
        circle(460, 360, 82, C.white) +
        circle(460, 360, 40, C.navy) +
        stroke('M470 350L720 160', C.navy, 10) +
        path('M455 362l28-4-6 28z', C.navy) +
        path('M700 150l40-26 4 30 30 4-26 40-30-8z', C.orange) +
        tickedCard(700, 430, 170, 100, { badge: [745, 26], text: [782, 466], lines: [60, 40] }) +
        sparkles(['plus', 150, 180, 16, C.blue], ['dot', 170, 560, 10, C.orange]),
    };
  },
};
