import { toastDurations } from '@ngs/content';
import { Button, Toaster, type ButtonProps } from '@ngs/ui';
import { actions } from './formParts.css';

export interface SubmitRowProps {
  submitting: boolean;
  label: string;
  /** What the button says while the form is being sent, when it cannot be pressed again. */
  submittingLabel: string;
  size?: ButtonProps['size'];
}

/** A form's submit button, on a row of its own. */
export function SubmitRow({ submitting, label, submittingLabel, size }: SubmitRowProps) {
  return (
    <div className={actions}>
      <Button type="submit" size={size} disabled={submitting}>
        {submitting ? submittingLabel : label}
      </Button>
    </div>
  );
}

/** The forms' toasts (D22): only the two form pages need their region and code. */
export function FormToaster() {
  return <Toaster position={toastDurations.position} duration={toastDurations.default} />;
}
