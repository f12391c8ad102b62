// @ts-check
/**
 * Technology icons (96x96). Real logos come from the installed `simple-icons`
 * package (CC0 path data, official brand colour). Brands that simple-icons
 * does not ship (several were removed at the brand owners' request) get a
 * clean monogram tile instead. Nothing is fetched from the network.
 */
import * as simpleIcons from 'simple-icons';
import { el, esc, minify } from './kit.mjs';

/**
 * @typedef {{ title: string, si?: string, mono: { text: string, bg: string, fg?: string, smile?: string } }} TechSpec
 */

/**
 * Media slug → simple-icons slug (when it has one) and the monogram used
 * otherwise (white letters unless `fg` says otherwise). Every entry has a
 * monogram so a future simple-icons release that drops a brand still yields an icon.
 * @type {Record<string, TechSpec>}
 */
export const TECH = {
  html: { title: 'HTML5', si: 'html5', mono: { text: 'H5', bg: '#E34F26' } },
  css: { title: 'CSS', si: 'css', mono: { text: 'CSS', bg: '#663399' } },
  javascript: {
    title: 'JavaScript',
    si: 'javascript',
    mono: { text: 'JS', bg: '#F7DF1E', fg: '#0b1b33' },
  },
  node: { title: 'Node.js', si: 'nodedotjs', mono: { text: 'N', bg: '#5FA04E' } },
  angular: { title: 'Angular', si: 'angular', mono: { text: 'NG', bg: '#DD0031' } },
  mongo: { title: 'MongoDB', si: 'mongodb', mono: { text: 'MDB', bg: '#47A248' } },
  jquery: { title: 'jQuery', si: 'jquery', mono: { text: 'jQ', bg: '#0769AD' } },
  bootstrap: { title: 'Bootstrap', si: 'bootstrap', mono: { text: 'B', bg: '#7952B3' } },
  tailwind: { title: 'Tailwind CSS', si: 'tailwindcss', mono: { text: 'TW', bg: '#06B6D4' } },
  java: { title: 'Java', mono: { text: 'JV', bg: '#5382A1' } },
  python: { title: 'Python', si: 'python', mono: { text: 'PY', bg: '#3776AB', fg: '#FFD43B' } },
  firebase: {
    title: 'Firebase',
    si: 'firebase',
    mono: { text: 'FB', bg: '#DD2C00', fg: '#FFCA28' },
  },
  csharp: { title: 'C#', mono: { text: 'C#', bg: '#68217A' } },
  'adobe-xd': { title: 'Adobe XD', mono: { text: 'Xd', bg: '#470137', fg: '#FF61F6' } },
  figma: { title: 'Figma', si: 'figma', mono: { text: 'Fg', bg: '#F24E1E' } },
  android: { title: 'Android', si: 'android', mono: { text: 'AN', bg: '#3DDC84', fg: '#0b1b33' } },
  flutter: { title: 'Flutter', si: 'flutter', mono: { text: 'FL', bg: '#02569B' } },
  'react-native': {
    title: 'React Native',
    si: 'react',
    mono: { text: 'RN', bg: '#20232A', fg: '#61DAFB' },
  },
  ios: { title: 'iOS', si: 'ios', mono: { text: 'iOS', bg: '#000000' } },
  azure: { title: 'Microsoft Azure', mono: { text: 'AZ', bg: '#0078D4' } },
  aws: { title: 'Amazon Web Services', mono: { text: 'AWS', bg: '#232F3E', smile: '#FF9900' } },
  'web-api': { title: 'Web API', mono: { text: 'API', bg: '#2f6fed' } },
  sql: { title: 'SQL', mono: { text: 'SQL', bg: '#0b1b33' } },
  postgresql: { title: 'PostgreSQL', si: 'postgresql', mono: { text: 'PG', bg: '#4169E1' } },
};

/** @type {Map<string, {title:string, hex:string, path:string}>} */
const bySlug = new Map();
for (const v of Object.values(simpleIcons)) {
  if (v && typeof v === 'object' && 'slug' in v && 'path' in v)
    bySlug.set(/** @type {any} */ (v).slug, /** @type {any} */ (v));
}

/**
 * Monogram tile: rounded square in the brand colour with 1–3 letters.
 * @param {string} title @param {TechSpec['mono']} m
 */
function monogram(title, m) {
  const len = m.text.length;
  const size = len >= 3 ? 30 : len === 2 ? 40 : 48;
  const y = m.smile ? 52 : 48 + size * 0.36;
  const smile = m.smile
    ? el('path', {
        d: 'M30 66q18 10 36 0',
        fill: 'none',
        stroke: m.smile,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      })
    : '';
  return minify(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"><title>${esc(title)}</title>` +
      el('rect', { x: 4, y: 4, width: 88, height: 88, rx: 20, fill: m.bg }) +
      el(
        'text',
        {
          x: 48,
          y,
          fill: m.fg ?? '#fff',
          'font-family': 'Inter,Segoe UI,Helvetica Neue,Arial,sans-serif',
          'font-size': size,
          'font-weight': 700,
          'text-anchor': 'middle',
          'letter-spacing': len >= 3 ? -0.5 : -1,
        },
        esc(m.text),
      ) +
      smile +
      '</svg>',
  );
}

/**
 * Builds one tech icon.
 * @param {string} slug media slug
 * @returns {{ svg: string, source: 'simple-icons' | 'monogram', from: string }}
 */
export function techIcon(slug) {
  const spec = TECH[slug];
  if (!spec) throw new Error(`Unknown tech slug ${slug}`);
  const icon = spec.si ? bySlug.get(spec.si) : undefined;
  if (icon) {
    const svg = minify(
      `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24" role="img"><title>${esc(spec.title)}</title>` +
        el('path', { fill: `#${icon.hex}`, d: icon.path }) +
        '</svg>',
    );
    return { svg, source: 'simple-icons', from: spec.si ?? '' };
  }
  return { svg: monogram(spec.title, spec.mono), source: 'monogram', from: spec.mono.text };
}

/** Ordered tech slugs as listed in the media contract. */
export const TECH_SLUGS = Object.keys(TECH);
