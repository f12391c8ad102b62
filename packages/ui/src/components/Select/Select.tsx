import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldNativeKeys, type FieldOwnProps } from '../private/Field';
import { control } from '../private/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Pick<SelectHTMLAttributes<HTMLSelectElement>, FieldNativeKeys>;

export interface SelectProps extends NativeSelectProps, FieldOwnProps {
  options: readonly SelectOption[];
  /** A first option with the empty value, e.g. 'Select a country code'. */
  placeholder?: string;
}

export const Select = /* @__PURE__ */ forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, ...props },
  ref,
) {
  const { field, native } = splitFieldProps(props);
  return (
    <Field {...field}>
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
