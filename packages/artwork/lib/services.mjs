// @ts-check
/**
 * Service illustrations (960x720), one distinct composition per service id.
 */
import {
  C,
  n,
  g,
  rect,
  circle,
  ellipse,
  path,
  stroke,
  shadow,
  card,
  bars,
  windowFrame,
  gear,
  plus,
  ring,
  check,
  checkBadge,
  cylinder,
  cloud,
  shield,
  padlock,
  barChart,
  figure,
  cursor,
  codeGlyph,
  lineChart,
  arrow,
  halo,
  laptop,
} from './kit.mjs';

/** @typedef {{title:string, body:string, dark?:boolean}} Scene */

/** @type {Record<string, () => Scene>} */
export const SERVICES = {
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
        halo(480, 360, 265) +
        shadow(480, 640, 250) +
        stroke(lines, C.grey3, 3) +
        stroke(hotLines, C.orange, 6) +
        nodes +
        card(720, 130, 150, 100, { rx: 16 }) +
        barChart(742, 210, [30, 52, 40, 66], { w: 20, gap: 10 }) +
        card(95, 500, 140, 90, { rx: 16 }) +
        bars(115, 525, [100, 70, 86], { gap: 18, h: 9, colors: [C.navy, C.grey2, C.grey2] }) +
        plus(170, 170, 16, C.blue) +
        plus(800, 560, 12, C.orange) +
        circle(860, 300, 8, C.blueMid),
    };
  },

  'software-dev'() {
    const code = bars(262, 250, [120, 200, 160, 90, 230, 180, 110, 150], {
      gap: 30,
      h: 12,
      colors: [
        C.orange,
        C.blueMid,
        '#ffffff',
        C.blueMid,
        C.orangeMid,
        '#ffffff',
        C.blueMid,
        C.orange,
      ],
      indent: [0, 30, 60, 60, 30, 60, 30, 0],
    });
    return {
      title: 'Software development: code editor window with code and gears',
      body:
        halo(480, 360, 260) +
        shadow(480, 625, 280) +
        windowFrame(200, 150, 500, 420, { fill: C.navy2, bar: C.navy }) +
        bars(232, 250, [14, 14, 14, 14, 14, 14, 14, 14], { gap: 30, h: 12, colors: [C.navy3] }) +
        code +
        card(640, 400, 170, 130, { rx: 22, fill: C.orange, side: '#c44e14' }) +
        codeGlyph(725, 465, 70, C.white) +
        gear(250, 555, 62, C.blue, { teeth: 9 }) +
        gear(170, 480, 36, C.orange, { teeth: 7, a: 0.3 }) +
        plus(790, 190, 16, C.blue) +
        circle(850, 290, 9, C.orangeMid),
    };
  },

  'web-dev'() {
    return {
      title: 'Web development: a browser window showing a responsive web page',
      body:
        halo(480, 360, 265) +
        shadow(480, 630, 300) +
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
        card(70, 420, 130, 110, { rx: 18, fill: C.navy, side: C.navy3 }) +
        codeGlyph(135, 475, 46, C.orange) +
        plus(840, 170, 16, C.orange) +
        circle(860, 470, 10, C.blue),
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
        halo(480, 360, 265) +
        shadow(480, 640, 220) +
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
        card(640, 430, 150, 100, { rx: 18, fill: C.orange, side: '#c44e14' }) +
        path('M693 460l40 20-40 20z', C.white) +
        plus(150, 170, 15, C.blue) +
        circle(830, 360, 9, C.blueMid),
    };
  },

  ui() {
    return {
      title: 'UI and UX design: an artboard with a wireframe, colour swatches and a pen curve',
      body:
        halo(480, 360, 265) +
        shadow(470, 630, 300) +
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

  dbms() {
    const disk = (/** @type {number} */ y, /** @type {boolean} */ hot) =>
      cylinder(400, y, 150, 92, C.navy2, C.blue) +
      ellipse(400, y, 118, 35, C.blueMid, { opacity: 0.35 }) +
      circle(290, y + 70, 8, hot ? C.orange : C.blueMid) +
      circle(318, y + 74, 8, C.blueMid) +
      rect(380, y + 62, 110, 10, 5, C.navy3, { opacity: 1 });
    let rows = '';
    for (let r = 0; r < 5; r++) {
      const y = 252 + r * 38;
      rows += rect(628, y, 196, 30, 6, r === 0 ? C.navy : r === 2 ? C.orangeSoft : C.grey1);
      rows +=
        rect(640, y + 11, 40, 8, 4, r === 0 ? C.white : C.grey3) +
        rect(700, y + 11, 56, 8, 4, r === 0 ? C.white : r === 2 ? C.orange : C.grey3) +
        rect(776, y + 11, 34, 8, 4, r === 0 ? C.white : C.grey3);
    }
    return {
      title: 'Database management: stacked database cylinders linked to a data table',
      body:
        halo(480, 360, 265) +
        shadow(420, 600, 230) +
        disk(400, false) +
        disk(290, true) +
        disk(180, false) +
        stroke('M550 350H600', C.orange, 5, { 'stroke-dasharray': '2 12' }) +
        circle(600, 350, 9, C.orange) +
        card(610, 230, 230, 220, { rx: 18 }) +
        rows +
        card(110, 190, 120, 120, { rx: 20, fill: C.orange, side: '#c44e14' }) +
        ring(170, 250, 28, C.white, 9) +
        stroke('M190 270l22 22', C.white, 10) +
        plus(840, 560, 14, C.blue) +
        circle(150, 520, 9, C.blueMid),
    };
  },

  cyber() {
    let bits = '';
    for (let i = 0; i < 5; i++) {
      bits += [0, 1, 2, 3]
        .map((j) =>
          (i * 7 + j * 3) % 3 === 0
            ? rect(120 + j * 28, 180 + i * 30, 10, 18, 5, C.navy3)
            : ring(130 + j * 28, 189 + i * 30, 8, C.blueMid, 4),
        )
        .join('');
    }
    return {
      title: 'Cyber security: a protective shield with a padlock and radar rings',
      body:
        ring(480, 360, 290, C.blueSoft, 3) +
        ring(480, 360, 230, C.blueSoft, 3) +
        halo(480, 360, 190) +
        path('M480 360L700 210A268 268 0 0 1 748 360z', C.blue, { opacity: 0.08 }) +
        shadow(480, 640, 170) +
        shield(486, 128, 320, 470, C.navy3) +
        shield(480, 120, 320, 470, C.navy) +
        shield(480, 160, 250, 390, C.blue) +
        path('M480 160c70 18 90 20 125 20v156c0 98-70 166-125 182z', C.navy, { opacity: 0.15 }) +
        padlock(480, 320, 120, C.orange, C.white) +
        bits +
        card(690, 440, 150, 100, { rx: 18 }) +
        checkBadge(735, 490, 26) +
        bars(772, 475, [48, 34], { gap: 20, h: 9, colors: [C.navy, C.grey2] }) +
        plus(800, 170, 16, C.orange) +
        circle(160, 540, 10, C.orange),
    };
  },

  cloud() {
    const server = (/** @type {number} */ x, /** @type {string} */ c) =>
      card(x, 500, 150, 96, { rx: 14, fill: c, side: C.navy }) +
      rect(x + 18, 522, 70, 10, 5, C.white, { opacity: 0.5 }) +
      rect(x + 18, 548, 50, 10, 5, C.white, { opacity: 0.3 }) +
      circle(x + 122, 528, 8, C.orange) +
      circle(x + 122, 556, 8, C.blueMid);
    return {
      title: 'Cloud services: a cloud connected to servers with upload and download arrows',
      body:
        halo(480, 330, 250) +
        shadow(480, 625, 300) +
        stroke('M315 500V420M480 500V430M645 500V420', C.grey4, 5, { 'stroke-dasharray': '3 14' }) +
        cloud(492, 300, 190, C.navy, { opacity: 0.12 }) +
        cloud(480, 286, 190, C.white) +
        cloud(480, 286, 190, 'none', { stroke: C.blueSoft, 'stroke-width': 4 }) +
        circle(420, 300, 52, C.orange) +
        arrow(420, 300, 56, C.white) +
        circle(545, 300, 52, C.blue) +
        arrow(545, 300, 56, C.white, 180) +
        server(240, C.navy2) +
        server(405, C.navy3) +
        server(570, C.navy2) +
        plus(170, 170, 16, C.blue) +
        plus(820, 420, 13, C.orange) +
        circle(800, 160, 10, C.orangeMid),
    };
  },

  devops() {
    const node = (/** @type {number} */ x, /** @type {number} */ y, /** @type {string} */ inner) =>
      circle(x, y + 6, 40, C.grey3) + circle(x, y, 40, C.white) + inner;
    return {
      title: 'DevOps: a continuous integration and delivery loop with pipeline stages',
      body:
        halo(480, 360, 265) +
        shadow(480, 600, 300) +
        stroke('M480 360C400 240 200 230 200 360S400 480 480 360', C.blue, 38) +
        stroke('M480 360C560 480 760 490 760 360S560 240 480 360', C.orange, 38) +
        stroke('M480 360C400 240 200 230 200 360S400 480 480 360', C.white, 4, {
          opacity: 0.45,
          'stroke-dasharray': '4 18',
        }) +
        stroke('M480 360C560 480 760 490 760 360S560 240 480 360', C.white, 4, {
          opacity: 0.45,
          'stroke-dasharray': '4 18',
        }) +
        node(200, 360, codeGlyph(200, 360, 34, C.navy)) +
        node(330, 455, gear(330, 455, 22, C.blue, { teeth: 7 })) +
        node(630, 265, check(630, 265, 32, C.orange, 8)) +
        node(760, 360, arrow(760, 360, 34, C.navy)) +
        card(110, 500, 160, 90, { rx: 16 }) +
        bars(130, 522, [120, 90], { gap: 22, h: 10, colors: [C.navy, C.grey2] }) +
        rect(130, 562, 60, 10, 5, C.orange) +
        plus(800, 170, 16, C.blue) +
        circle(160, 170, 10, C.orange),
    };
  },

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
        halo(480, 340, 255) +
        shadow(480, 640, 320) +
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
        plus(820, 180, 16, C.blue) +
        circle(130, 200, 10, C.blueMid),
    };
  },

  internship() {
    return {
      title: 'Internships: an intern ID badge on a lanyard next to growth steps',
      body:
        halo(430, 360, 255) +
        shadow(520, 630, 320) +
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
        card(600, 500, 80, 70, { rx: 8, fill: C.blueSoft, side: C.blueMid }) +
        card(680, 430, 80, 140, { rx: 8, fill: C.blueMid, side: C.blue }) +
        card(760, 350, 80, 220, { rx: 8, fill: C.blue, side: C.navy3 }) +
        stroke('M800 350V250', C.navy, 6) +
        path('M803 250h52l-14 20 14 20h-52z', C.orange) +
        stroke('M610 450L690 380L760 310', C.orange, 5, { 'stroke-dasharray': '2 14' }) +
        card(120, 420, 150, 96, { rx: 18 }) +
        checkBadge(164, 468, 24) +
        bars(198, 452, [50, 36], { gap: 20, h: 9, colors: [C.navy, C.grey2] }) +
        plus(180, 180, 16, C.orange),
    };
  },

  training() {
    return {
      title: 'Training: a classroom chalkboard with a chart and a graduation cap',
      body:
        halo(480, 350, 265) +
        shadow(480, 630, 300) +
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

  ecom() {
    return {
      title: 'E-commerce: a shopping cart with parcels, a product card and a payment card',
      body:
        halo(480, 360, 265) +
        shadow(500, 630, 300) +
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
        plus(830, 330, 14, C.blue) +
        circle(120, 520, 10, C.orange),
    };
  },

  'digi-market'() {
    return {
      title: 'Digital marketing: a megaphone with sound waves and a rising performance chart',
      body:
        halo(460, 370, 255) +
        shadow(460, 640, 300) +
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
        plus(120, 560, 14, C.blue) +
        circle(600, 120, 9, C.blueMid),
    };
  },
};

/** Ordered service ids as listed in the media contract. */
export const SERVICE_IDS = [
  'ai',
  'software-dev',
  'web-dev',
  'mobile-dev',
  'ui',
  'dbms',
  'cyber',
  'cloud',
  'devops',
  'workshop',
  'internship',
  'training',
  'ecom',
  'digi-market',
];
