// @ts-check
/** Service illustrations for running things: databases, security, cloud and DevOps. */
import { C } from '../kit/palette.mjs';
import { rect, circle, ellipse, path, stroke } from '../kit/shapes.mjs';
import { shadow, ring, check, arrow, sparkles } from '../kit/marks.mjs';
import { card, bars, tickedCard } from '../kit/screens.mjs';
import { gear, cylinder, cloud, shield, padlock, codeGlyph } from '../kit/symbols.mjs';
import { halo, backdrop } from '../kit/scene.mjs';

/** @typedef {import('../kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const INFRASTRUCTURE = {
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
        backdrop([480, 360, 265], [420, 600, 230]) +
        disk(400, false) +
        disk(290, true) +
        disk(180, false) +
        stroke('M550 350H600', C.orange, 5, { 'stroke-dasharray': '2 12' }) +
        circle(600, 350, 9, C.orange) +
        card(610, 230, 230, 220, { rx: 18 }) +
        rows +
        card(110, 190, 120, 120, { rx: 20, fill: C.orange, side: C.orangeDeep }) +
        ring(170, 250, 28, C.white, 9) +
        stroke('M190 270l22 22', C.white, 10) +
        sparkles(['plus', 840, 560, 14, C.blue], ['dot', 150, 520, 9, C.blueMid]),
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
        tickedCard(690, 440, 150, 100, { badge: [735, 26], text: [772, 475], lines: [48, 34] }) +
        sparkles(['plus', 800, 170, 16, C.orange], ['dot', 160, 540, 10, C.orange]),
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
        backdrop([480, 330, 250], [480, 625, 300]) +
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
        sparkles(
          ['plus', 170, 170, 16, C.blue],
          ['plus', 820, 420, 13, C.orange],
          ['dot', 800, 160, 10, C.orangeMid],
        ),
    };
  },

  devops() {
    const node = (/** @type {number} */ x, /** @type {number} */ y, /** @type {string} */ inner) =>
      circle(x, y + 6, 40, C.grey3) + circle(x, y, 40, C.white) + inner;
    return {
      title: 'DevOps: a continuous integration and delivery loop with pipeline stages',
      body:
        backdrop([480, 360, 265], [480, 600, 300]) +
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
        sparkles(['plus', 800, 170, 16, C.blue], ['dot', 160, 170, 10, C.orange]),
    };
  },
};
