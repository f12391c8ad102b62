import { describe, expect, it } from 'vitest';
import { slidesPerViewForWidth } from './slidesPerView';

describe('slidesPerViewForWidth', () => {
  const perView = { desktop: 3, tablet: 2, mobile: 1 };

  it('should show the desktop count above 1024 px, tablet up to 1024 and mobile up to 768', () => {
    expect(slidesPerViewForWidth(1280, perView)).toBe(3);
    expect(slidesPerViewForWidth(1000, perView)).toBe(2);
    expect(slidesPerViewForWidth(700, perView)).toBe(1);
  });

  it('should default to the 3, 2 and 1 slides of the testimonials carousel', () => {
    expect([1280, 1000, 700].map((width) => slidesPerViewForWidth(width))).toEqual([3, 2, 1]);
  });

  it('should treat each breakpoint itself as the narrower layout', () => {
    expect(slidesPerViewForWidth(1025, perView)).toBe(3);
    expect(slidesPerViewForWidth(1024, perView)).toBe(2);
    expect(slidesPerViewForWidth(768, perView)).toBe(1);
  });
});
