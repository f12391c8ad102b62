// @ts-check
/** Basic SVG shapes: rect, circle, ellipse, path, stroked path, group. */
import { el } from './svg.mjs';

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {number} rx @param {string} fill @param {Record<string, any>} [a] */
export const rect = (x, y, w, h, rx, fill, a = {}) =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...a });
/** @param {number} cx @param {number} cy @param {number} r @param {string} fill @param {Record<string, any>} [a] */
export const circle = (cx, cy, r, fill, a = {}) => el('circle', { cx, cy, r, fill, ...a });
/** @param {number} cx @param {number} cy @param {number} rx @param {number} ry @param {string} fill @param {Record<string, any>} [a] */
export const ellipse = (cx, cy, rx, ry, fill, a = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
/** @param {string} d @param {string} fill @param {Record<string, any>} [a] */
export const path = (d, fill, a = {}) => el('path', { d, fill, ...a });
/** Stroked path without fill. @param {string} d @param {string} stroke @param {number} w @param {Record<string, any>} [a] */
export const stroke = (d, stroke, w, a = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke,
    'stroke-width': w,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  });
/** @param {string} transform @param {string} children @param {Record<string, any>} [a] */
export const g = (transform, children, a = {}) =>
  el('g', { transform: transform || undefined, ...a }, children);
