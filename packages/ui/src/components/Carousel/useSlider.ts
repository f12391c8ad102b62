'use client';

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
    let instance: KeenSliderInstance | null = null;
    let frame = 0;
    const start = () => {
      if (instance) return;
      const slideWidth = container.firstElementChild?.getBoundingClientRect().width ?? 0;
      const scrolledTo = slideWidth > 0 ? Math.round(container.scrollLeft / slideWidth) : 0;
      // From this moment the slider answers Previous and Next: the page's own lines stand down.
      container.setAttribute('data-slider', '');
      instance = new KeenSlider(container, { ...latestOptions.current, initial: scrolledTo });
      slider.current = instance;
      // keen-slider places its slides at the next frame: the strip keeps its scroll until then,
      // in the same frame, so that nothing in between sees it back at the first slide.
      frame = requestAnimationFrame(() => {
        container.scrollLeft = 0;
      });
    };
    // A strip still moving when the app arrives (Next pressed just before: @ngs/html-first's
    // `carousel/`) is taken over where it comes to rest, not half way there; a second at most,
    // for browsers without scrollend.
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (container.closest('[data-moving]')) {
      container.addEventListener('scrollend', start, { once: true });
      timer = setTimeout(start, 1000);
    } else {
      start();
    }
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      container.removeEventListener('scrollend', start);
      instance?.destroy();
      container.removeAttribute('data-slider');
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
