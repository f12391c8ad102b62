import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Carousel } from './Carousel';

const slides = Array.from({ length: 6 }, (_, index) => (
  <p key={index} style={{ height: 120, margin: 0 }}>
    Story {index + 1}
  </p>
));

const carousel = (
  <Carousel
    label="Client stories"
    slides={slides}
    slidesPerView={{ desktop: 3, tablet: 2, mobile: 1 }}
    loop={false}
    speedMs={0}
  />
);

let container: HTMLElement;
afterEach(() => container.remove());

/** The carousel as a server sends it: HTML and styles, no script yet. */
function serverRendered() {
  container = document.createElement('div');
  container.innerHTML = renderToString(carousel);
  document.body.append(container);
  return container.querySelector<HTMLElement>('[aria-roledescription="slide"]')!.parentElement!;
}

const currentDot = () => container.querySelector('[aria-current="true"]');

describe('Carousel, in a browser', () => {
  it('should scroll natively before script, then start the slider on the slide scrolled to', async () => {
    await page.viewport(390, 844);
    const track = serverRendered();
    track.scrollTo({ left: track.clientWidth * 2, behavior: 'instant' });
    expect(track.scrollLeft).toBeGreaterThan(0);

    await act(async () => {
      hydrateRoot(container, carousel);
    });
    await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 3'));
    expect(track.scrollLeft).toBe(0);
    await userEvent.click(container.querySelector<HTMLElement>('[aria-label="Next slide"]')!);
    await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Go to slide 4'));
  });

  it('should show one slide on a phone, two on a tablet and three on a desktop before script', async () => {
    for (const [width, expected] of [
      [390, 1],
      [900, 2],
      [1280, 3],
    ] as const) {
      await page.viewport(width, 800);
      const track = serverRendered();
      const slideWidth = track.firstElementChild!.getBoundingClientRect().width;
      expect(Math.round(track.clientWidth / slideWidth)).toBe(expected);
      container.remove();
    }
    container = document.createElement('div');
  });
});
