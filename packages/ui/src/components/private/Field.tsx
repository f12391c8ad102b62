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

/** The native attributes every field's control passes on: its value, events and state. */
export type FieldNativeKeys =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'autoComplete'
  | 'required'
  | 'disabled';

/** What every labelled field takes besides its control's native attributes. */
export interface FieldOwnProps extends FieldMessages {
  /** What to enter or choose; required so no control is ever unnamed. */
  label: ReactNode;
  /** Screen-reader prefix of the error, 'Error:' unless the app's language differs. */
  errorPrefix?: string;
  /** The control's id; generated when absent. Error summaries link to it. */
  id?: string;
}

const fieldOwnKeys = ['label', 'hint', 'error', 'errorPrefix', 'id', 'describedBy'] as const;

/** Separates a field's own props from those meant for its native control. */
export function splitFieldProps<P extends FieldOwnProps>(props: P) {
  const field: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if ((fieldOwnKeys as readonly string[]).includes(key)) field[key] = value;
    else native[key] = value;
  }
  return {
    field: field as unknown as FieldOwnProps,
    native: native as Omit<P, keyof FieldOwnProps>,
  };
}

export interface FieldProps extends FieldOwnProps {
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
