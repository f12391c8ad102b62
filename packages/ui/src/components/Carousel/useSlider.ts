import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * keen-slider on `track` once the component has mounted. Until then the track is a native
 * scrolling strip (see Carousel.css.ts): a visitor may already have scrolled it, so the slider
 * starts at the slide they had scrolled to instead of jumping back to the first.
 */
export function useSlider(
  track: RefObject<HTMLDivElement | null>,
  options: KeenSliderOptions,
): RefObject<KeenSliderInstance | null> {
  const slider = useRef<KeenSliderInstance | null>(null);
  const latestOptions = useRef(options);
  latestOptions.current = options;

  useEffect(() => {
    const container = track.current;
    if (!container) return;
    const slideWidth = container.firstElementChild?.getBoundingClientRect().width ?? 0;
    const scrolledTo = slideWidth > 0 ? Math.round(container.scrollLeft / slideWidth) : 0;
    container.scrollLeft = 0;
    const instance = new KeenSlider(container, { ...latestOptions.current, initial: scrolledTo });
    slider.current = instance;
    return () => {
      instance.destroy();
      slider.current = null;
    };
  }, [track]);

  // The options that can change after creation (e.g. prefers-reduced-motion's animation).
  const duration = options.defaultAnimation?.duration;
  const loop = options.loop;
  useEffect(() => {
    slider.current?.update(latestOptions.current);
  }, [duration, loop]);

  return slider;
}
