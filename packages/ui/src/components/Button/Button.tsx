import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'inverse', 'link'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /**
   * Render the single child element (e.g. the app's router link or an `<a>`) with the
   * button's look, instead of a `<button>`. Keeps the kit free of any router.
   */
  asChild?: boolean;
  children: ReactNode;
}

export const Button = /* @__PURE__ */ forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild = false, type, ...rest },
  ref,
) {
  const className = button({ variant, size: variant === 'link' ? undefined : size });
  if (asChild) return <Slot ref={ref} className={className} {...rest} />;
  return <button ref={ref} type={type ?? 'button'} className={className} {...rest} />;
});
