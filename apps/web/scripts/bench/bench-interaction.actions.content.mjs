// The actions on the home page's content: a testimonial's "Read more", the carousel's next slide.
import { aim, dialogOpen, tap } from './bench-interaction.page.mjs';

const testimonialsCarousel = (page) =>
  page.locator('section[aria-roledescription="carousel"][aria-label="What our interns say"]');

/** A testimonial's full text, opened in its dialog. */
export const testimonial = {
  name: 'testimonial',
  path: '/',
  device: 'phone',
  async prepare(page) {
    const button = page.getByRole('button', { name: /^Read More about / }).first();
    const { point } = await aim(button);
    return { arg: await button.getAttribute('commandfor'), point };
  },
  act: tap,
  answered: dialogOpen,
};

/** The testimonials carousel, moved on by one slide. */
export const carouselNext = {
  name: 'carousel-next',
  path: '/',
  device: 'phone',
  async prepare(page) {
    const carousel = testimonialsCarousel(page);
    const { point, visible } = await aim(
      carousel.getByRole('button', { name: 'Next slide', exact: true, includeHidden: true }),
    );
    // Where the slides stand and which dot is current, to tell a move (and only one) from none.
    const arg = await carousel.evaluate((section) => {
      const dots = [...section.querySelectorAll('button[aria-label^="Go to slide"]')];
      return {
        label: section.getAttribute('aria-label'),
        lefts: [...section.querySelectorAll('[aria-roledescription="slide"]')].map(
          (slide) => slide.getBoundingClientRect().left,
        ),
        dot: dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true'),
        dots: dots.length,
      };
    });
    return { arg, point, offered: visible };
  },
  act: tap,
  answered(before) {
    const section = document.querySelector(
      `section[aria-roledescription="carousel"][aria-label="${before.label}"]`,
    );
    const slides = section ? [...section.querySelectorAll('[aria-roledescription="slide"]')] : [];
    return slides.some(
      (slide, index) => Math.abs(slide.getBoundingClientRect().left - before.lefts[index]) > 2,
    );
  },
  // After the 1.5 s move (or the strip's own scroll, before the app): exactly one slide on, the
  // next slide where the first one was, and the current dot moved on once the dots are shown.
  lingerMs: 2000,
  settled(before) {
    const section = document.querySelector(
      `section[aria-roledescription="carousel"][aria-label="${before.label}"]`,
    );
    if (!section || before.dot < 0) return false;
    const slides = [...section.querySelectorAll('[aria-roledescription="slide"]')];
    const next = slides[(before.dot + 1) % slides.length];
    if (!next) return false;
    const moved = Math.abs(next.getBoundingClientRect().left - before.lefts[before.dot]) <= 2;
    const dots = [...section.querySelectorAll('button[aria-label^="Go to slide"]')];
    const current = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
    // Held hidden (visibility) until the slider is ready: before the app they say nothing.
    const dotsShown = dots.some((dot) => dot.checkVisibility({ visibilityProperty: true }));
    return moved && (!dotsShown || current === (before.dot + 1) % before.dots);
  },
};
