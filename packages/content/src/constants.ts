// The spec's section 9 numbers, in one place for the UI, the form rules and the server.

export const testimonialCarousel = {
  dots: true,
  loop: true,
  speedMs: 1500,
  /** Slides in view by screen size (the widths are the UI kit's breakpoints); it moves by one. */
  slidesPerView: { desktop: 3, tablet: 2, mobile: 1 },
  autoplayMs: 15000,
  /** Characters of a testimonial shown on its card; Read More shows the rest. */
  previewLength: 150,
} as const;

export const shortcutCarousel = {
  autoplayMs: 3000,
} as const;

export const toastDurations = {
  contact: 1500,
  application: 1000,
  default: 5000,
  position: 'top-right',
  dragToDismissPercent: 80,
} as const;

export const password = {
  minLength: 8,
  maxLength: 18,
  specialCharacters: '!@#$%^&*(),.?":{}|<>',
} as const;

export const uploads = {
  /** D13: 5 MB per file, resume and cover letter alike. */
  maxBytes: 5 * 1024 * 1024,
  acceptedDescription: 'DOCX, PDF, images and plain text',
  acceptedMimeTypes: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/pdf',
    'image/*',
    'text/plain',
  ],
  acceptedExtensions: ['.docx', '.pdf', '.txt'],
  refusedExtensions: ['.msg', '.ppt', '.xls'],
} as const;

/** D14: the two kinds of application; carried in the payload as `applicationType`. Kept apart
 * from the careers texts because the /apply route's search validation needs it on every page. */
export const applicationTypes = ['job', 'internship'] as const;
export type ApplicationType = (typeof applicationTypes)[number];
