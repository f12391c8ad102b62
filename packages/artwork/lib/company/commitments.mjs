// @ts-check
/** Company scenes for what NGS offers and promises: promise, quality, careers, contact, services. */
import { C } from '../kit/palette.mjs';
import { rect, circle, ellipse, path, stroke, g } from '../kit/shapes.mjs';
import { plus, check, star, pin, sparkles } from '../kit/marks.mjs';
import { card, bars, checklistCard, cursor } from '../kit/screens.mjs';
import { gear, cloud, shield, barChart, risingSteps, codeGlyph } from '../kit/symbols.mjs';
import { bubble, typingBubble, pencil } from '../kit/office.mjs';
import { backdrop } from '../kit/scene.mjs';

/** @typedef {import('../kit/scene.mjs').Scene} Scene */

/** @type {Record<string, () => Scene>} */
export const COMMITMENTS = {
  promise() {
    return {
      title: 'Our promise: a signed agreement with a seal of commitment',
      body:
        backdrop([480, 360, 265], [470, 640, 260]) +
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
        g('rotate(35 760 230)', pencil(740, 130, 28, 180, 34, 30)) +
        sparkles(['plus', 160, 200, 16, C.blue], ['dot', 150, 520, 10, C.orange]),
    };
  },

  quality() {
    return {
      title: 'Quality: an award medal next to a completed checklist',
      body:
        backdrop([480, 360, 265], [480, 640, 300]) +
        checklistCard(450, 180, 320, 380, {
          x: 510,
          textX: 552,
          tops: [230, 330, 430],
          badges: [C.orange, C.orange, C.blue],
          lines: [170, 110],
        }) +
        rect(486, 510, 250, 12, 6, C.grey2) +
        path('M250 330l-50 200 60-30 40 50 40-180z', C.blue) +
        path('M370 330l50 200-60-30-40 50-40-180z', C.navy3) +
        circle(310, 300, 110, C.navy) +
        circle(310, 300, 84, C.navy2, { stroke: C.orange, 'stroke-width': 8 }) +
        star(310, 300, 52, C.orange) +
        sparkles(
          ['plus', 180, 150, 16, C.orange],
          ['star', 820, 160, 16, C.blue],
          ['dot', 830, 560, 10, C.orangeMid],
        ),
    };
  },

  careers() {
    return {
      title: 'Careers: a briefcase in front of rising steps and a growth arrow',
      body:
        backdrop([480, 370, 260], [470, 640, 320]) +
        risingSteps(520, 610, 100, [150, 250, 350], 10) +
        stroke('M230 300L400 240L520 280L760 140', C.orange, 12) +
        path('M735 118l50 6-22 44z', C.orange) +
        stroke('M310 380v-40a24 24 0 0 1 24-24h92a24 24 0 0 1 24 24v40', C.navy, 18) +
        rect(180, 380, 400, 240, 26, C.navy) +
        rect(180, 380, 400, 100, 26, C.navy2) +
        rect(180, 460, 400, 20, 0, C.navy2) +
        rect(350, 456, 60, 50, 10, C.orange) +
        rect(368, 470, 24, 14, 4, C.white) +
        sparkles(
          ['star', 230, 190, 16, C.blue],
          ['plus', 860, 420, 14, C.orange],
          ['dot', 130, 520, 10, C.blueMid],
        ),
    };
  },

  contact() {
    return {
      title: 'Contact us: an open envelope, chat bubbles and a location pin',
      body:
        backdrop([480, 370, 260], [470, 640, 300]) +
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
        typingBubble(640, 160, 200, 84, C.blue, { flip: true, gap: 50, r: 9 }) +
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
        backdrop([480, 370, 265], [480, 640, 320]) +
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
        sparkles(['plus', 150, 200, 16, C.orange], ['dot', 840, 200, 10, C.blue]),
    };
  },
};
