import { forwardRef, type ReactNode } from 'react';
import { Link, type LinkComponentProps } from '../LinkProvider/LinkProvider';
import type { buttonSizes, buttonVariants } from '../Button/Button';
import { button } from '../Button/Button.css';

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
