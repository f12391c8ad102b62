// @ts-check
/** SVG text: number formatting, the element builder, escaping, minifying and the root document. */

/**
 * Formats a number with at most one decimal, no trailing zeros.
 * @param {number} v
 * @returns {string}
 */
export function n(v) {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/**
 * Serialises one element. Attribute values that are numbers are rounded;
 * `undefined`/`null`/`false` attributes are skipped.
 * @param {string} tag
 * @param {Record<string, string|number|undefined|null|false>} [attrs]
 * @param {string} [children]
 * @returns {string}
 */
export function el(tag, attrs = {}, children) {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? n(v) : v}"`;
  }
  return children === undefined ? `${s}/>` : `${s}>${children}</${tag}>`;
}

/**
 * Escapes text for use inside XML.
 * @param {string} s
 */
export function esc(s) {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Minifies generated SVG markup: collapses whitespace between tags and runs of
 * spaces. The generator never emits whitespace-sensitive content.
 * @param {string} s
 */
export function minify(s) {
  return s
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s*\/>/g, '/>')
    .trim();
}

/**
 * Wraps content in a root <svg> with role="img" and a <title>.
 * @param {{w:number,h:number,vw?:number,vh?:number,title:string,defs?:string,body:string}} o
 */
export function svgDoc({ w, h, vw = w, vh = h, title, defs = '', body }) {
  return minify(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" role="img">` +
      `<title>${esc(title)}</title>` +
      (defs ? `<defs>${defs}</defs>` : '') +
      body +
      `</svg>`,
  );
}
