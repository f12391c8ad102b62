import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../private/Field';
import { control } from '../private/Field.css';
import * as styles from './TextField.css';

/** Numbers are typed as text with `inputMode="numeric"`: `type="number"` mangles phone numbers and ids. */
export const textFieldTypes = ['text', 'email', 'tel', 'password', 'url', 'search'] as const;

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'autoComplete'
  | 'required'
  | 'disabled'
  | 'readOnly'
  | 'placeholder'
  | 'inputMode'
  | 'maxLength'
  | 'minLength'
  | 'pattern'
  | 'spellCheck'
  | 'autoCapitalize'
  | 'enterKeyHint'
>;

export interface TextFieldProps extends NativeInputProps {
  /** What to enter; required so no input is ever unnamed. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the input; also sets `aria-invalid`. */
  error?: string;
  /** Screen-reader prefix of the error, 'Error:' unless the app's language differs. */
  errorPrefix?: string;
  /** The input's id; generated when absent. Error summaries link to it. */
  id?: string;
  type?: (typeof textFieldTypes)[number];
  /** Ids of further descriptions, e.g. a password checklist. */
  describedBy?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, errorPrefix, id, type = 'text', describedBy, ...native },
  ref,
) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      errorPrefix={errorPrefix}
      describedBy={describedBy}
    >
      {(wiring) => (
        <input
          ref={ref}
          {...wiring}
          {...native}
          className={`${control} ${styles.input}`}
          type={type}
        />
      )}
    </Field>
  );
});
