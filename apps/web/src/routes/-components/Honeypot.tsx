import { visuallyHidden } from '@ngs/ui';
import { forwardRef, type ChangeEventHandler, type FocusEventHandler } from 'react';
import { formTexts } from '@ngs/content';

interface HoneypotProps {
  id: string;
  name: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
}

/**
 * A field people never meet: hidden from sight, from screen readers and from the tab order.
 * Bots that fill in every input fill it in too, and the server drops their submission quietly.
 */
export const Honeypot = forwardRef<HTMLInputElement, HoneypotProps>(function Honeypot(
  { id, name, onChange, onBlur },
  ref,
) {
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label htmlFor={id}>
        {formTexts.honeypotLabel}
        <input
          ref={ref}
          id={id}
          name={name}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          onChange={onChange}
          onBlur={onBlur}
        />
      </label>
    </div>
  );
});
