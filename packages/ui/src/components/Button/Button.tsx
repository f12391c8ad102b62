import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkComponentProps } from '../LinkProvider/LinkProvider';
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

export interface ButtonLinkProps extends Omit<LinkComponentProps, 'className' | 'ref'> {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  children: ReactNode;
}

/**
 * A link with the button's look, for an action that goes to another page ("Contact us", "Learn
 * more"). Drawn by the app's link component (`LinkProvider`), so a site path navigates in the app.
 */
export const ButtonLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, ButtonLinkProps>(
  function ButtonLink({ variant = 'primary', size = 'md', ...rest }, ref) {
    return (
      <Link
        ref={ref}
        className={button({ variant, size: variant === 'link' ? undefined : size })}
        {...rest}
      />
    );
  },
);
