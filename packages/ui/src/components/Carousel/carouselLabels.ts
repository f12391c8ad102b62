// The carousel's texts, in English unless the app passes its own.
export interface CarouselLabels {
  /** Read by screen readers as the kind of region, in place of "region". */
  carousel: string;
  slide: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** Names the group of dots. */
  dots: string;
  goToSlide: (position: number) => string;
  slidePosition: (position: number, total: number) => string;
}

export const defaultLabels: CarouselLabels = {
  carousel: 'carousel',
  slide: 'slide',
  pause: 'Pause carousel',
  play: 'Play carousel',
  previous: 'Previous slide',
  next: 'Next slide',
  dots: 'Choose a slide',
  goToSlide: (position) => `Go to slide ${position}`,
  slidePosition: (position, total) => `${position} of ${total}`,
};
