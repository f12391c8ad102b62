import { testimonialCarousel, testimonials, testimonialsSection } from '@ngs/content';
import { Carousel, Section, TestimonialCard, TestimonialDialog } from '@ngs/ui';

const dialogId = (id: number) => `testimonial-${id}`;

/** The interns' testimonials: a carousel of previews, each opening the full text in a dialog. */
export function TestimonialsSection() {
  return (
    <Section title={testimonialsSection.title} lead={testimonialsSection.subtitle}>
      <Carousel
        label={testimonialsSection.title}
        slidesPerView={testimonialCarousel.slidesPerView}
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
            previewLength={testimonialCarousel.previewLength}
            photo={testimonial.image}
            readMoreLabel={testimonialsSection.readMoreLabel}
            dialogId={dialogId(testimonial.id)}
            headingLevel="h3"
          />
        ))}
      />
      {testimonials.map((testimonial) => (
        <TestimonialDialog
          key={testimonial.id}
          id={dialogId(testimonial.id)}
          name={testimonial.name}
          text={testimonial.text}
          photo={testimonial.image}
          roleLabel={testimonialsSection.roleLabel}
          closeLabel={testimonialsSection.closeLabel}
        />
      ))}
    </Section>
  );
}
