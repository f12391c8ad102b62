import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { icon, iconButton } from './IconButton.css';

export const iconButtonVariants = ['ghost', 'solid'] as const;
export const iconButtonSizes = ['sm', 'md'] as const;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'aria-label' | 'aria-labelledby'
> {
  /** What the button does, e.g. "Open menu": its accessible name, since it shows only an icon. */
  label: string;
  /** The icon; it is hidden from assistive technology. */
  children: ReactNode;
  variant?: (typeof iconButtonVariants)[number];
  size?: (typeof iconButtonSizes)[number];
}

/** A square button that shows only an icon and is named by `label`. */
export const IconButton = /* @__PURE__ */ forwardRef<HTMLButtonElement, IconButtonProps>(
  function IconButton({ label, children, variant = 'ghost', size = 'md', type, ...rest }, ref) {
    return (
      <button
        ref={ref}
        type={type ?? 'button'}
        aria-label={label}
        className={iconButton({ variant, size })}
        {...rest}
      >
        <span aria-hidden="true" className={icon}>
          {children}
        </span>
      </button>
    );
  },
);
