// @ts-check
/**
 * Company images (960x720) and process step images (640x480, drawn in the
 * same 960x720 space). Abstract flat compositions matching their names.
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
  gear,
  plus,
  ring,
  check,
  checkBadge,
  cloud,
  shield,
  barChart,
  bulb,
  rocket,
  laptop,
  plant,
  mug,
  figure,
  cursor,
  codeGlyph,
  lineChart,
  halo,
  star,
  bubble,
  pin,
  desk,
  laptopBack,
  monitor,
  confetti,
  windowFrame,
} from './kit.mjs';

/** @typedef {{title:string, body:string, dark?:boolean}} Scene */

/** Window grid for a building. @param {number} x @param {number} y @param {number} cols @param {number} rows @param {string} c @param {number} [o] */
function windows(x, y, cols, rows, c, o = 0.55) {
  let lit = '';
  let d = '';
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < cols; k++) {
      const wx = x + k * 34;
      const wy = y + r * 42;
      if ((r * 3 + k * 5) % 7 === 2) lit += rect(wx, wy, 20, 26, 3, C.orangeMid);
      else d += `M${wx} ${wy}h20v26h-20z`;
    }
  return path(d, c, { opacity: o }) + lit;
}

/** Round tree. @param {number} x @param {number} base @param {number} r @param {string} c */
const tree = (x, base, r, c) =>
  rect(x - 5, base - r * 1.6, 10, r * 1.6, 4, C.navy3) + circle(x, base - r * 1.9, r, c);

/** Small round avatar badge with a figure inside. @param {number} i @param {number} cx @param {number} cy @param {number} r @param {string} bgc */
function avatar(i, cx, cy, r, bgc) {
  const id = `av${i}`;
  return (
    `<clipPath id="${id}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>` +
    circle(cx, cy, r + 8, C.white) +
    circle(cx, cy, r, bgc) +
    g('', figure(i, cx, cy - r * 0.12, r * 0.42), { 'clip-path': `url(#${id})` })
  );
}

/** Headset over a head centred on (x,y) with radius s. @param {number} x @param {number} y @param {number} s */
const headset = (x, y, s) =>
  stroke(
    `M${n(x - s * 1.05)} ${n(y + s * 0.1)}a${n(s * 1.05)} ${n(s * 1.2)} 0 0 1 ${n(s * 2.1)} 0`,
    C.navy,
    s * 0.14,
  ) +
  rect(x - s * 1.25, y - s * 0.1, s * 0.34, s * 0.55, s * 0.14, C.orange) +
  rect(x + s * 0.91, y - s * 0.1, s * 0.34, s * 0.55, s * 0.14, C.orange) +
  stroke(
    `M${n(x + s * 1.05)} ${n(y + s * 0.45)}q0 ${n(s * 0.6)} ${n(-s * 0.7)} ${n(s * 0.62)}`,
    C.navy,
    s * 0.08,
  ) +
  circle(x + s * 0.3, y + s * 1.07, s * 0.1, C.navy);

/** Balloon. @param {number} cx @param {number} cy @param {number} r @param {string} c */
const balloon = (cx, cy, r, c) =>
  stroke(
    `M${n(cx)} ${n(cy + r * 1.2)}q${n(-r * 0.3)} ${n(r * 0.8)} 0 ${n(r * 1.6)}t0 ${n(r * 1.2)}`,
    C.grey4,
    3,
  ) +
  ellipse(cx, cy, r, r * 1.2, c) +
  path(`M${n(cx - 8)} ${n(cy + r * 1.28)}h16l-8-12z`, c) +
  ellipse(cx - r * 0.35, cy - r * 0.45, r * 0.18, r * 0.3, C.white, { opacity: 0.35 });

/** @type {Record<string, () => Scene>} */
export const COMPANY = {
  about() {
    return {
      title: 'About us: modern office buildings with trees under a clear sky',
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
        path('M488 92h60l-14 18 14 18h-60z', C.orange) +
        rect(450, 540, 70, 70, 6, C.orange) +
        rect(482, 540, 6, 70, 0, C.navy, { opacity: 0.3 }) +
        tree(210, 612, 34, C.navy3) +
        tree(750, 612, 40, C.blue) +
        tree(800, 612, 28, C.navy3) +
        rect(140, 606, 700, 14, 7, C.grey3) +
        shadow(480, 640, 320) +
        plus(150, 300, 14, C.orange) +
        circle(830, 300, 9, C.blueMid),
    };
  },

  'who-we-are'() {
    return {
      title: 'Who we are: a diverse team of three colleagues standing together',
      body:
        halo(480, 380, 250) +
        bubble(170, 150, 170, 80, C.white) +
        bars(196, 176, [110, 70], { gap: 22, h: 10, colors: [C.navy, C.grey2] }) +
        bubble(640, 170, 150, 70, C.orange, true) +
        [672, 712, 752].map((x) => circle(x, 205, 8, C.white)).join('') +
        figure(1, 300, 522, 64) +
        figure(6, 660, 522, 64) +
        figure(3, 480, 478, 78, { collar: 'blazer', shirt: C.navy }) +
        checkBadge(830, 420, 28) +
        plus(130, 400, 14, C.blue) +
        star(820, 300, 16, C.orange) +
        circle(140, 300, 9, C.orangeMid),
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
        path('M803 82h70l-16 20 16 20h-70z', C.orange) +
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
        halo(460, 370, 255) +
        shadow(460, 640, 220) +
        stroke('M460 560L400 640M460 560L520 640', C.navy3, 12) +
        circle(460, 360, 210, C.navy) +
        circle(460, 360, 166, C.white) +
        circle(460, 360, 124, C.orange) +
        circle(460, 360, 82, C.white) +
        circle(460, 360, 40, C.navy) +
        stroke('M470 350L720 160', C.navy, 10) +
        path('M455 362l28-4-6 28z', C.navy) +
        path('M700 150l40-26 4 30 30 4-26 40-30-8z', C.orange) +
        card(700, 430, 170, 100, { rx: 18 }) +
        checkBadge(745, 480, 26) +
        bars(782, 466, [60, 40], { gap: 20, h: 9, colors: [C.navy, C.grey2] }) +
        plus(150, 180, 16, C.blue) +
        circle(170, 560, 10, C.orange),
    };
  },

  promise() {
    return {
      title: 'Our promise: a signed agreement with a seal of commitment',
      body:
        halo(480, 360, 265) +
        shadow(470, 640, 260) +
        g(
          'rotate(-6 430 380)',
          card(290, 130, 300, 420, { rx: 18 }) +
            rect(322, 170, 140, 16, 8, C.navy) +
            bars(322, 215, [236, 200, 236, 180, 220, 150], { gap: 30, h: 10, colors: [C.grey2] }) +
            stroke('M330 470c30-40 50 20 70-10s40-30 50 0 40 10 60-20', C.blue, 6) +
            rect(322, 500, 180, 4, 2, C.grey3),
        ) +
        g(
          '',
          path('M580 480l-30 120 40-20 26 36 22-116z', C.blue) +
            path('M660 480l30 120-40-20-26 36-22-116z', C.navy3),
        ) +
        star(620, 430, 92, C.orange, { 'stroke-width': 30, stroke: C.orange }) +
        circle(620, 430, 70, C.orangeMid) +
        circle(620, 430, 56, C.orange) +
        check(616, 424, 56, C.white, 13) +
        g(
          'rotate(35 760 230)',
          rect(740, 130, 28, 180, 8, C.navy) +
            path('M740 310h28l-14 34z', C.orangeMid) +
            rect(740, 130, 28, 30, 8, C.orange),
        ) +
        plus(160, 200, 16, C.blue) +
        circle(150, 520, 10, C.orange),
    };
  },

  quality() {
    return {
      title: 'Quality: an award medal next to a completed checklist',
      body:
        halo(480, 360, 265) +
        shadow(480, 640, 300) +
        card(450, 180, 320, 380, { rx: 22 }) +
        [230, 330, 430]
          .map((y, i) =>
            i < 3
              ? checkBadge(510, y + 20, 24, i === 2 ? C.blue : C.orange) +
                bars(552, y + 4, [170, 110], { gap: 22, h: 11, colors: [C.navy, C.grey2] })
              : '',
          )
          .join('') +
        rect(486, 510, 250, 12, 6, C.grey2) +
        path('M250 330l-50 200 60-30 40 50 40-180z', C.blue) +
        path('M370 330l50 200-60-30-40 50-40-180z', C.navy3) +
        circle(310, 300, 110, C.navy) +
        circle(310, 300, 84, C.navy2, { stroke: C.orange, 'stroke-width': 8 }) +
        star(310, 300, 52, C.orange) +
        plus(180, 150, 16, C.orange) +
        star(820, 160, 16, C.blue) +
        circle(830, 560, 10, C.orangeMid),
    };
  },

  careers() {
    return {
      title: 'Careers: a briefcase in front of rising steps and a growth arrow',
      body:
        halo(480, 370, 260) +
        shadow(470, 640, 320) +
        card(520, 460, 100, 150, { rx: 10, fill: C.blueSoft, side: C.blueMid }) +
        card(620, 360, 100, 250, { rx: 10, fill: C.blueMid, side: C.blue }) +
        card(720, 260, 100, 350, { rx: 10, fill: C.blue, side: C.navy3 }) +
        stroke('M230 300L400 240L520 280L760 140', C.orange, 12) +
        path('M735 118l50 6-22 44z', C.orange) +
        stroke('M310 380v-40a24 24 0 0 1 24-24h92a24 24 0 0 1 24 24v40', C.navy, 18) +
        rect(180, 380, 400, 240, 26, C.navy) +
        rect(180, 380, 400, 100, 26, C.navy2) +
        rect(180, 460, 400, 20, 0, C.navy2) +
        rect(350, 456, 60, 50, 10, C.orange) +
        rect(368, 470, 24, 14, 4, C.white) +
        star(230, 190, 16, C.blue) +
        plus(860, 420, 14, C.orange) +
        circle(130, 520, 10, C.blueMid),
    };
  },

  contact() {
    return {
      title: 'Contact us: an open envelope, chat bubbles and a location pin',
      body:
        halo(480, 370, 260) +
        shadow(470, 640, 300) +
        rect(250, 330, 420, 270, 20, C.navy2) +
        path('M250 350L460 200L670 350z', C.navy3) +
        card(300, 210, 320, 260, { rx: 14, depth: 0 }) +
        bars(336, 250, [200, 240, 170, 220], {
          gap: 30,
          h: 11,
          colors: [C.navy, C.grey2, C.grey2, C.grey2],
        }) +
        rect(336, 380, 110, 34, 17, C.orange) +
        path('M250 350v230a20 20 0 0 0 20 20h380a20 20 0 0 0 20-20V350L460 480z', C.navy) +
        path('M270 600L460 460L650 600z', C.navy2) +
        bubble(640, 160, 200, 84, C.blue, true) +
        [690, 740, 790].map((x) => circle(x, 202, 9, C.white)).join('') +
        bubble(110, 240, 160, 70, C.orange) +
        bars(136, 264, [100, 60], { gap: 20, h: 10, colors: [C.white] }) +
        pin(770, 420, 46, C.orange) +
        ellipse(770, 530, 40, 10, C.navy, { opacity: 0.12 }) +
        circle(130, 520, 44, C.white) +
        path('M112 500c-4 18 14 40 34 44l8-12-12-10-6 6c-8-4-12-10-14-16l6-6-8-14z', C.navy) +
        plus(860, 600, 12, C.blue),
    };
  },

  services() {
    const tiles = [
      gear(0, 0, 34, C.orange, { teeth: 8 }),
      codeGlyph(0, 0, 44, C.blue),
      cloud(0, 4, 30, C.blue),
      shield(0, -36, 60, 72, C.navy),
      barChart(-38, 32, [30, 50, 70], { w: 20, gap: 8, colors: [C.blueMid, C.blue, C.orange] }),
      rect(-30, -42, 60, 84, 12, C.navy) +
        rect(-22, -32, 44, 56, 6, C.blueSoft) +
        circle(0, 32, 4, C.white),
    ];
    return {
      title: 'Our services: a grid of service tiles for software, cloud, security and analytics',
      body:
        halo(480, 370, 265) +
        shadow(480, 640, 320) +
        tiles
          .map((t, i) => {
            const x = 220 + (i % 3) * 190;
            const y = 190 + Math.floor(i / 3) * 200;
            const hot = i === 0 || i === 4;
            return (
              card(x, y, 160, 160, {
                rx: 22,
                fill: hot ? C.navy : C.white,
                side: hot ? C.navy3 : C.grey3,
              }) +
              g(`translate(${x + 80} ${y + 72})`, t) +
              rect(x + 40, y + 128, 80, 8, 4, hot ? C.navy3 : C.grey2)
            );
          })
          .join('') +
        cursor(640, 480) +
        plus(150, 200, 16, C.orange) +
        circle(840, 200, 10, C.blue),
    };
  },

  'values-1'() {
    return {
      title: 'Integrity: a faceted gem protected by a shield',
      body:
        halo(480, 360, 260) +
        shadow(480, 620, 240) +
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
        plus(200, 200, 16, C.orange) +
        star(770, 200, 16, C.blue) +
        circle(180, 520, 10, C.blueMid),
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
        plus(170, 200, 16, C.blue) +
        star(800, 220, 16, C.orange) +
        circle(820, 640, 10, C.blueMid),
    };
  },

  'values-3'() {
    return {
      title: 'Innovation: a glowing light bulb with turning gears and sparks',
      body:
        halo(480, 360, 260) +
        shadow(480, 640, 220) +
        bulb(480, 300, 120, C.orange, C.navy) +
        gear(480, 300, 44, C.white, { teeth: 8 }) +
        stroke('M480 110V70M330 170l-28-28M630 170l28-28M290 300h-40M670 300h40', C.blue, 10) +
        gear(700, 520, 60, C.navy2, { teeth: 9 }) +
        gear(780, 430, 40, C.blue, { teeth: 7, a: 0.3 }) +
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
        plus(200, 180, 16, C.orange) +
        star(800, 170, 16, C.blue),
    };
  },

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
        plus(160, 200, 16, C.blue) +
        circle(340, 170, 9, C.orangeMid),
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
        plus(150, 190, 16, C.orange) +
        circle(860, 520, 10, C.blue) +
        shadow(630, 620, 200),
    };
  },

  'experts-3'() {
    const screen = bars(26, 30, [140, 200, 160, 110, 190], {
      gap: 28,
      h: 12,
      colors: [C.orange, C.blueMid, C.white, C.blueMid, C.orangeMid],
      indent: [0, 26, 52, 26, 0],
    });
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
        bubble(660, 280, 160, 64, C.orange, true) +
        [700, 740, 780].map((x) => circle(x, 312, 8, C.white)).join('') +
        figure(0, 480, 420, 92, { shirt: C.navy3, collar: 'shirt' }) +
        headset(480, 420, 92) +
        star(180, 420, 16, C.orange) +
        plus(820, 500, 14, C.blue),
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
        bubble(120, 170, 120, 56, C.blue) +
        [150, 180, 210].map((x) => circle(x, 198, 7, C.white)).join('') +
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
      bars(160, 30, [120, 90, 140, 70], {
        gap: 28,
        h: 12,
        colors: [C.orange, C.blueMid, C.white, C.blueMid],
      }) +
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
        g(
          'rotate(40 760 250)',
          rect(740, 150, 26, 170, 8, C.navy) +
            path('M740 320h26l-13 32z', C.orangeMid) +
            rect(740, 150, 26, 26, 8, C.orange),
        ) +
        plus(180, 200, 16, C.blue),
    };
  },

  design() {
    return {
      title: 'Design: a pen tool drawing shapes next to a ruler and colour swatches',
      body:
        halo(480, 360, 260) +
        shadow(480, 640, 280) +
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
      bars(24, 24, [120, 180, 140, 90, 160], {
        gap: 30,
        h: 11,
        colors: [C.orange, C.blueMid, C.white, C.blueMid, C.orangeMid],
        indent: [0, 24, 48, 24, 0],
      });
    return {
      title: 'Development: a laptop with code, a code tag and a gear',
      body:
        halo(480, 360, 260) +
        shadow(480, 610, 300) +
        laptop(480, 580, 340, screen) +
        card(640, 170, 170, 130, { rx: 22, fill: C.orange, side: '#c44e14' }) +
        codeGlyph(725, 235, 66, C.white) +
        gear(210, 260, 64, C.blue, { teeth: 9 }) +
        gear(290, 180, 36, C.navy2, { teeth: 7, a: 0.3 }) +
        plus(820, 470, 16, C.blue) +
        circle(160, 520, 10, C.orange),
    };
  },

  testing() {
    return {
      title: 'Testing: a magnifying glass checking a list of passed tests',
      body:
        halo(480, 360, 260) +
        shadow(470, 640, 280) +
        card(250, 150, 340, 430, { rx: 22 }) +
        [200, 290, 380, 470]
          .map(
            (y, i) =>
              checkBadge(300, y + 20, 24, i === 3 ? C.grey3 : C.orange) +
              bars(340, y + 4, [180, 120], { gap: 22, h: 11, colors: [C.navy, C.grey2] }),
          )
          .join('') +
        stroke('M640 470L760 590', C.navy, 34) +
        circle(590, 410, 110, C.blue, { opacity: 0.2 }) +
        ring(590, 410, 110, C.navy, 24) +
        checkBadge(590, 410, 50, C.blue) +
        plus(180, 200, 16, C.orange) +
        star(800, 200, 16, C.blue),
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
        [
          [200, 160],
          [740, 200],
          [820, 420],
          [160, 380],
        ]
          .map(([x, y], i) => (i % 2 ? star(x, y, 14, C.orange) : plus(x, y, 14, C.blue)))
          .join(''),
    };
  },
};

export const COMPANY_IDS = Object.keys(COMPANY);
export const PROCESS_IDS = Object.keys(PROCESS);
