import { useId, type ReactNode } from 'react';
import { FieldError } from '../FieldError/FieldError';
import * as styles from './Field.css';

export interface FieldMessages {
  hint?: ReactNode;
  /** The field's error; when set the control is `aria-invalid` and described by it. */
  error?: string;
  /** Ids of further descriptions (e.g. a password checklist), read after the hint. */
  describedBy?: string;
}

/** The attributes that wire a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

function hasContent(node: ReactNode): boolean {
  return node != null && node !== false && node !== '';
}

export function useFieldIds(id: string | undefined, { hint, error, describedBy }: FieldMessages) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const showHint = hasContent(hint);
  const showError = Boolean(error);
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': joinIds(
      showHint ? hintId : undefined,
      describedBy,
      showError ? errorId : undefined,
    ),
    'aria-invalid': showError ? true : undefined,
  };
  return { controlId, hintId, errorId, showHint, control };
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.hint}>
      {children}
    </div>
  );
}

export interface FieldProps extends FieldMessages {
  id?: string;
  label: ReactNode;
  errorPrefix?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, optional hint, the control, then its error: the shell of every text-like field. */
export function Field({ id, label, hint, error, errorPrefix, describedBy, children }: FieldProps) {
  const { controlId, hintId, errorId, showHint, control } = useFieldIds(id, {
    hint,
    error,
    describedBy,
  });
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {children(control)}
      <FieldError id={errorId} prefix={errorPrefix}>
        {error}
      </FieldError>
    </div>
  );
}
