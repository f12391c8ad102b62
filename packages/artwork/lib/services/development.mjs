// @ts-check
/** Service illustrations for building things: AI, software, web, mobile and UI design. */
import { C } from '../kit/palette.mjs';
import { rect, circle, path, stroke, g } from '../kit/shapes.mjs';
import { plus, ring, check, sparkles } from '../kit/marks.mjs';
import { card, bars, codeLines, windowFrame, cursor } from '../kit/screens.mjs';
import { gearPair, barChart, codeTile } from '../kit/symbols.mjs';
import { backdrop } from '../kit/scene.mjs';

/** @typedef {import('../kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const DEVELOPMENT = {
  ai() {
    const layers = [
      [250, [260, 360, 460]],
      [390, [210, 310, 410, 510]],
      [570, [210, 310, 410, 510]],
      [710, [310, 410]],
    ];
    const hot = [
      [1, 2, 1, 0],
      [0, 1, 2, 1],
    ];
    let lines = '';
    let hotLines = '';
    for (let l = 0; l < layers.length - 1; l++) {
      const [x1, ys1] = /** @type {[number, number[]]} */ (layers[l]);
      const [x2, ys2] = /** @type {[number, number[]]} */ (layers[l + 1]);
      ys1.forEach((a, i) =>
        ys2.forEach((b, j) => {
          const isHot = hot.some((h) => h[l] === i && h[l + 1] === j);
          if (isHot) hotLines += `M${x1} ${a}L${x2} ${b}`;
          else lines += `M${x1} ${a}L${x2} ${b}`;
        }),
      );
    }
    let nodes = '';
    layers.forEach(([x, ys], l) =>
      /** @type {number[]} */ (ys).forEach((y, i) => {
        const isHot = hot.some((h) => h[l] === i);
        nodes += isHot
          ? circle(/** @type {number} */ (x), y, 26, C.orange) +
            circle(/** @type {number} */ (x), y, 10, C.white)
          : circle(/** @type {number} */ (x), y, 24, C.white, {
              stroke: l % 2 ? C.blue : C.navy,
              'stroke-width': 7,
            });
      }),
    );
    return {
      title: 'Artificial intelligence: a neural network of connected nodes',
      body:
        backdrop([480, 360, 265], [480, 640, 250]) +
        stroke(lines, C.grey3, 3) +
        stroke(hotLines, C.orange, 6) +
        nodes +
        card(720, 130, 150, 100, { rx: 16 }) +
        barChart(742, 210, [30, 52, 40, 66], { w: 20, gap: 10 }) +
        card(95, 500, 140, 90, { rx: 16 }) +
        bars(115, 525, [100, 70, 86], { gap: 18, h: 9, colors: [C.navy, C.grey2, C.grey2] }) +
        sparkles(
          ['plus', 170, 170, 16, C.blue],
          ['plus', 800, 560, 12, C.orange],
          ['dot', 860, 300, 8, C.blueMid],
        ),
    };
  },

  'software-dev'() {
    const code = codeLines(262, 250, [120, 200, 160, 90, 230, 180, 110, 150], {
      gap: 30,
      h: 12,
      step: 30,
      depths: [0, 1, 2, 2, 1, 2, 1, 0],
      colors: [C.orange, C.blueMid, C.white, C.blueMid, C.orangeMid, C.white, C.blueMid, C.orange],
    });
    return {
      title: 'Software development: code editor window with code and gears',
      body:
        backdrop([480, 360, 260], [480, 625, 280]) +
        windowFrame(200, 150, 500, 420, { fill: C.navy2, bar: C.navy }) +
        bars(232, 250, [14, 14, 14, 14, 14, 14, 14, 14], { gap: 30, h: 12, colors: [C.navy3] }) +
        code +
        codeTile(640, 400, 170, 130, 70) +
        gearPair([250, 555, 62, C.blue], [170, 480, 36, C.orange]) +
        sparkles(['plus', 790, 190, 16, C.blue], ['dot', 850, 290, 9, C.orangeMid]),
    };
  },

  'web-dev'() {
    return {
      title: 'Web development: a browser window showing a responsive web page',
      body:
        backdrop([480, 360, 265], [480, 630, 300]) +
        windowFrame(190, 140, 580, 440) +
        rect(290, 152, 380, 20, 10, C.white, { opacity: 0.15 }) +
        rect(222, 210, 516, 170, 14, C.blueSoft) +
        bars(252, 245, [220, 160], { gap: 30, h: 16, colors: [C.navy, C.navy3] }) +
        bars(252, 308, [200], { h: 9, colors: [C.grey4] }) +
        rect(252, 332, 120, 30, 15, C.orange) +
        ring(620, 295, 54, C.blue, 12) +
        path('M620 241a54 54 0 0 1 54 54', 'none', {
          stroke: C.orange,
          'stroke-width': 12,
          'stroke-linecap': 'round',
        }) +
        [222, 398, 574]
          .map(
            (x, i) =>
              rect(x, 400, 164, 150, 14, C.grey1) +
              rect(x + 20, 420, 44, 44, 12, [C.orange, C.blue, C.navy][i]) +
              bars(x + 20, 485, [110, 80], { gap: 20, h: 9, colors: [C.grey3] }),
          )
          .join('') +
        cursor(352, 352, 1.1) +
        codeTile(70, 420, 130, 110, 46, { rx: 18, fill: C.navy, side: C.navy3, ink: C.orange }) +
        sparkles(['plus', 840, 170, 16, C.orange], ['dot', 860, 470, 10, C.blue]),
    };
  },

  'mobile-dev'() {
    const screen =
      rect(394, 150, 172, 60, 0, C.blue) +
      circle(420, 180, 14, C.white, { opacity: 0.9 }) +
      bars(444, 172, [80, 50], { gap: 14, h: 7, colors: [C.white] }) +
      [228, 298, 368]
        .map(
          (y, i) =>
            rect(406, y, 148, 58, 12, C.grey1) +
            rect(416, y + 10, 38, 38, 10, [C.orange, C.navy3, C.blueMid][i]) +
            bars(464, y + 16, [76, 50], { gap: 16, h: 8, colors: [C.grey3] }),
        )
        .join('') +
      rect(394, 440, 172, 44, 0, C.white) +
      [420, 460, 500, 540].map((x, i) => circle(x, 462, 8, i === 0 ? C.orange : C.grey3)).join('');
    return {
      title: 'Mobile development: a smartphone showing an app with cards and navigation',
      body:
        backdrop([480, 360, 265], [480, 640, 220]) +
        g(
          'rotate(-12 300 400)',
          card(200, 230, 190, 270, { rx: 24, fill: C.blueSoft, side: C.blueMid }) +
            bars(228, 270, [120, 80, 130, 100], { gap: 26, h: 12, colors: [C.blueMid, C.white] }),
        ) +
        rect(372, 108, 216, 508, 40, C.navy3) +
        rect(366, 100, 216, 508, 40, C.navy) +
        path(
          'M394 150a22 22 0 0 1 22-22h128a22 22 0 0 1 22 22v334a22 22 0 0 1-22 22h-128a22 22 0 0 1-22-22z',
          C.white,
        ) +
        screen +
        rect(444, 114, 60, 8, 4, C.navy3) +
        rect(454, 580, 40, 8, 4, C.navy3) +
        card(610, 190, 220, 88, { rx: 18 }) +
        circle(650, 234, 20, C.orange) +
        check(650, 234, 18, C.white, 5) +
        bars(684, 218, [120, 80], { gap: 22, h: 10, colors: [C.navy, C.grey2] }) +
        card(640, 430, 150, 100, { rx: 18, fill: C.orange, side: C.orangeDeep }) +
        path('M693 460l40 20-40 20z', C.white) +
        sparkles(['plus', 150, 170, 15, C.blue], ['dot', 830, 360, 9, C.blueMid]),
    };
  },

  ui() {
    return {
      title: 'UI and UX design: an artboard with a wireframe, colour swatches and a pen curve',
      body:
        backdrop([480, 360, 265], [470, 630, 300]) +
        card(190, 130, 440, 380, { rx: 22 }) +
        rect(222, 162, 376, 170, 14, C.blueSoft) +
        path('M262 302l70-80 50 52 34-30 60 58z', C.blueMid) +
        circle(520, 210, 22, C.orange) +
        bars(222, 356, [260, 180], { gap: 26, h: 14, colors: [C.navy, C.grey2] }) +
        rect(222, 420, 130, 42, 21, C.orange) +
        rect(366, 420, 130, 42, 21, 'none', { stroke: C.navy, 'stroke-width': 3 }) +
        stroke('M222 162h376v170H222z', C.blue, 3, { 'stroke-dasharray': '10 8' }) +
        [
          [222, 162],
          [598, 162],
          [222, 332],
          [598, 332],
        ]
          .map(([x, y]) =>
            rect(x - 8, y - 8, 16, 16, 2, C.white, { stroke: C.blue, 'stroke-width': 3 }),
          )
          .join('') +
        card(670, 150, 120, 300, { rx: 20, fill: C.navy, side: C.navy3 }) +
        [C.orange, C.blue, C.blueSoft, C.orangeMid]
          .map((c, i) => circle(730, 205 + i * 64, 24, c))
          .join('') +
        ring(730, 205, 33, C.white, 4) +
        stroke('M140 590C260 470 420 660 560 560S760 520 830 560', C.navy, 6) +
        stroke('M500 520L620 600', C.grey4, 3) +
        circle(500, 520, 9, C.white, { stroke: C.grey4, 'stroke-width': 3 }) +
        circle(620, 600, 9, C.white, { stroke: C.grey4, 'stroke-width': 3 }) +
        rect(548, 548, 24, 24, 4, C.orange) +
        rect(128, 578, 24, 24, 4, C.white, { stroke: C.navy, 'stroke-width': 4 }) +
        rect(818, 548, 24, 24, 4, C.white, { stroke: C.navy, 'stroke-width': 4 }) +
        cursor(585, 440) +
        plus(840, 150, 15, C.orange),
    };
  },
};
