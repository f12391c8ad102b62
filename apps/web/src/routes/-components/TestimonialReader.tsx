import { testimonialsSection, type Testimonial } from '@ngs/content';
import { TestimonialDialog } from '@ngs/ui';

interface TestimonialReaderProps {
  testimonial: Testimonial;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The full text of one testimonial, in the kit's dialog; loaded the first time one is chosen. */
export default function TestimonialReader({
  testimonial,
  open,
  onOpenChange,
}: TestimonialReaderProps) {
  return (
    <TestimonialDialog
      open={open}
      onOpenChange={onOpenChange}
      name={testimonial.name}
      text={testimonial.text}
      photo={testimonial.image}
      roleLabel={testimonialsSection.roleLabel}
      closeLabel={testimonialsSection.closeLabel}
    />
  );
}
