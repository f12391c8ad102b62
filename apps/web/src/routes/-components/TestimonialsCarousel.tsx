import { testimonialCarousel, testimonials, testimonialsSection } from '@ngs/content';
import { AccentTitle, Carousel, Container, TestimonialCard } from '@ngs/ui';
import { lazy, Suspense, useState } from 'react';
import * as page from './page.css';

// The dialog (and the kit's Radix Dialog under it) is needed only once a testimonial is chosen.
const TestimonialReader = lazy(() => import('./TestimonialReader'));

const slidesPerView = {
  desktop: testimonialCarousel.slidesPerView,
  tablet: testimonialCarousel.breakpoints[1024],
  mobile: testimonialCarousel.breakpoints[768],
};

/** The interns' testimonials: a carousel of previews, each opening the full text in a dialog. */
export function TestimonialsCarousel() {
  // The dialog stays mounted with the last choice so closing can animate and return focus.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const chosen = testimonials.find((testimonial) => testimonial.id === chosenId);

  return (
    <section aria-labelledby="home-testimonials">
      <Container>
        <div className={page.band}>
          <AccentTitle id="home-testimonials">{testimonialsSection.title}</AccentTitle>
          <p className={page.lead}>{testimonialsSection.subtitle}</p>
          <Carousel
            label={testimonialsSection.title}
            slidesPerView={slidesPerView}
            loop={testimonialCarousel.loop}
            speedMs={testimonialCarousel.speedMs}
            autoplayMs={testimonialCarousel.autoplayMs}
            showDots={testimonialCarousel.dots}
            showArrows
            slides={testimonials.map((testimonial) => (
              <TestimonialCard
                key={testimonial.id}
                name={testimonial.name}
                text={testimonial.text}
                photo={testimonial.image}
                readMoreLabel={testimonialsSection.readMoreLabel}
                onReadMore={() => {
                  setChosenId(testimonial.id);
                  setOpen(true);
                }}
                headingLevel="h3"
              />
            ))}
          />
        </div>
      </Container>
      {chosen && (
        <Suspense fallback={null}>
          <TestimonialReader testimonial={chosen} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
