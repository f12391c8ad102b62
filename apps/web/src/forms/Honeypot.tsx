import { visuallyHidden } from '@ngs/ui';
import { formTexts } from '@ngs/content';

/**
 * A field people never meet: hidden from sight, from screen readers and from the tab order.
 * Bots that fill in every input fill it in too, and the server drops their submission quietly.
 */
export function Honeypot({ id, name }: { id: string; name: string }) {
  return (
    <div className={visuallyHidden} aria-hidden="true">
      <label htmlFor={id}>
        {formTexts.honeypotLabel}
        <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
