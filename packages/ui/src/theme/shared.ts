// Scales every theme shares unless it has a reason to differ.
export const spaceScale = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4.5rem',
} as const;

export const fontSizeScale = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1.0625rem',
  lg: '1.25rem',
  xl: '1.625rem',
  xxl: 'clamp(1.875rem, 1.4rem + 1.8vw, 2.75rem)',
  display: 'clamp(2.25rem, 1.5rem + 3.2vw, 4.25rem)',
} as const;

export const zIndexScale = {
  raised: '1',
  header: '100',
  floating: '200',
  overlay: '300',
  modal: '400',
  toast: '500',
  cursor: '600',
} as const;
