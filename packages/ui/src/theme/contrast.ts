/** An sRGB colour with channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const hexPattern = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const rgbPattern = /^rgba?\((.*)\)$/i;

function parseHex(digits: string): Rgba {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    a: full.length === 8 ? channel(3) / 255 : 1,
  };
}

function parseChannel(text: string, scale: number): number {
  const value = text.endsWith('%') ? (parseFloat(text) / 100) * scale : parseFloat(text);
  if (Number.isNaN(value)) throw new Error(`Not a colour channel: "${text}"`);
  return Math.min(Math.max(value, 0), scale);
}

// Both syntaxes: rgb(1, 2, 3) / rgba(1, 2, 3, 0.5) and rgb(1 2 3) / rgb(1 2 3 / 50%).
function parseRgbFunction(inside: string): Rgba {
  const [channels = '', alpha] = inside.split('/');
  const parts = channels.split(/[\s,]+/).filter(Boolean);
  const alphaText = alpha?.trim() ?? parts[3];
  if (parts.length < 3 || parts.length > 4 || (alpha !== undefined && parts.length !== 3)) {
    throw new Error(`Not an rgb() colour: "rgb(${inside})"`);
  }
  return {
    r: parseChannel(parts[0] ?? '', 255),
    g: parseChannel(parts[1] ?? '', 255),
    b: parseChannel(parts[2] ?? '', 255),
    a: alphaText === undefined ? 1 : parseChannel(alphaText, 1),
  };
}

/**
 * Reads the colour formats the themes use: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and
 * `rgba()`. Anything else throws, so a theme cannot slip past the contrast check with a format
 * this function does not understand.
 */
export function parseColour(colour: string): Rgba {
  const text = colour.trim();
  const hex = hexPattern.exec(text);
  if (hex?.[1]) return parseHex(hex[1]);
  const rgb = rgbPattern.exec(text);
  if (rgb?.[1] !== undefined) return parseRgbFunction(rgb[1]);
  throw new Error(`Unsupported colour format: "${colour}" (use hex, rgb() or rgba())`);
}

/** A translucent colour painted over an opaque one, as the browser blends it. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (over: number, under: number) => over * top.a + under * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

// WCAG 2.x: linearise each sRGB channel, then weight them by the eye's sensitivity.
function linearChannel(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/**
 * WCAG 2.x contrast ratio (1 to 21) of a foreground on a background. A translucent foreground is
 * blended onto the background first; a translucent background needs the opaque colour behind it.
 */
export function contrastRatio(foreground: string, background: string, backdrop?: string): number {
  let bottom = parseColour(background);
  if (bottom.a < 1) {
    if (backdrop === undefined) {
      throw new Error(`"${background}" is translucent: say what is behind it (backdrop)`);
    }
    bottom = composite(bottom, parseColour(backdrop));
  }
  const top = composite(parseColour(foreground), bottom);
  const [lighter, darker] = [relativeLuminance(top), relativeLuminance(bottom)].sort(
    (x, y) => y - x,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
