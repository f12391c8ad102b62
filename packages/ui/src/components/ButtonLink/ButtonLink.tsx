import { forwardRef, type ReactNode } from 'react';
import { Link, type LinkComponentProps } from '../LinkProvider/LinkProvider';
import { buttonLook, type ButtonProps } from '../Button/Button';

export interface ButtonLinkProps
  extends Omit<LinkComponentProps, 'className' | 'ref'>, Pick<ButtonProps, 'variant' | 'size'> {
  children: ReactNode;
}

/**
 * A link with the button's look, for an action that goes to another page ("Contact us", "Learn
 * more"). Drawn by the app's link component (`LinkProvider`), so a site path navigates in the app.
 */
export const ButtonLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, ButtonLinkProps>(
  function ButtonLink({ variant, size, ...rest }, ref) {
    return <Link ref={ref} className={buttonLook({ variant, size })} {...rest} />;
  },
);
