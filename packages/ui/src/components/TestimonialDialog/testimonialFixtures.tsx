import type { TestimonialDialogProps } from './TestimonialDialog';

export const testimonialText =
  'Six months at Northwind Labs taught me more than my whole final year. I shipped a real feature, ' +
  'paired with senior engineers every week and learned to write tests first.';

/** One testimonial for the tests. */
export const testimonialProps: TestimonialDialogProps = {
  id: 'asha-dialog',
  name: 'Asha Rao',
  text: testimonialText,
  photo: { src: '/people/asha.svg', alt: 'Portrait of Asha Rao' },
  roleLabel: '- Intern',
};
