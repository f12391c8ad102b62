import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, parseColour, relativeLuminance } from './contrast';

describe('parseColour', () => {
  it('should read every hex length', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 0x88 / 255 });
    expect(parseColour('#F26522')).toEqual({ r: 242, g: 101, b: 34, a: 1 });
    expect(parseColour('#0b1b3380')).toEqual({ r: 11, g: 27, b: 51, a: 128 / 255 });
  });

  it('should read rgb() and rgba() with commas, spaces, a slash and percentages', () => {
    expect(parseColour('rgba(6, 14, 28, 0.72)')).toEqual({ r: 6, g: 14, b: 28, a: 0.72 });
    expect(parseColour('rgb(6 14 28 / 72%)')).toEqual({ r: 6, g: 14, b: 28, a: 0.72 });
    expect(parseColour('rgb(100%, 0%, 50%)')).toEqual({ r: 255, g: 0, b: 127.5, a: 1 });
  });

  it('should throw on a format it does not understand rather than guess', () => {
    expect(() => parseColour('navy')).toThrow(/Unsupported colour format/);
    expect(() => parseColour('hsl(0 0% 0%)')).toThrow(/Unsupported colour format/);
    expect(() => parseColour('#12345')).toThrow(/Unsupported colour format/);
    expect(() => parseColour('rgb(1, 2)')).toThrow(/Not an rgb\(\) colour/);
  });
});

describe('relativeLuminance', () => {
  it('should be 0 for black, 1 for white and weight green most', () => {
    expect(relativeLuminance(parseColour('#000'))).toBe(0);
    expect(relativeLuminance(parseColour('#fff'))).toBeCloseTo(1, 10);
    expect(relativeLuminance(parseColour('#0f0'))).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance(parseColour('#00f'))).toBeCloseTo(0.0722, 4);
  });
});

describe('contrastRatio', () => {
  it('should give 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#f26522', '#f26522')).toBe(1);
  });

  it('should put the usual grey on each side of 4.5:1', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('rgb(118, 118, 118)', '#fff')).toBe(contrastRatio('#767676', '#fff'));
  });

  it('should blend a translucent foreground onto its background', () => {
    // 50% black on white is rgb(127.5, 127.5, 127.5).
    const half = composite(parseColour('rgba(0, 0, 0, 0.5)'), parseColour('#fff'));
    expect(half).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toBeCloseTo(
      contrastRatio('rgb(127.5, 127.5, 127.5)', '#fff'),
      10,
    );
  });

  it('should need a backdrop behind a translucent background', () => {
    expect(() => contrastRatio('#fff', 'rgba(6, 14, 28, 0.72)')).toThrow(/backdrop/);
    expect(contrastRatio('#fff', 'rgba(0, 0, 0, 1)', '#fff')).toBeCloseTo(21, 10);
  });
});
