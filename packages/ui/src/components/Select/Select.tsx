import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field } from '../private/Field';
import { control } from '../private/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Pick<
  SelectHTMLAttributes<HTMLSelectElement>,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'autoComplete'
  | 'required'
  | 'disabled'
>;

export interface SelectProps extends NativeSelectProps {
  /** What to choose; required so no select is ever unnamed. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first option with the empty value, e.g. 'Select a country code'. */
  placeholder?: string;
  hint?: ReactNode;
  /** Shown under the select; also sets `aria-invalid`. */
  error?: string;
  /** Screen-reader prefix of the error, 'Error:' unless the app's language differs. */
  errorPrefix?: string;
  /** The select's id; generated when absent. Error summaries link to it. */
  id?: string;
  /** Ids of further descriptions. */
  describedBy?: string;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, errorPrefix, id, describedBy, ...native },
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
        <span className={styles.wrapper}>
          <select ref={ref} {...wiring} {...native} className={`${control} ${styles.select}`}>
            {placeholder === undefined ? null : <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  );
});
