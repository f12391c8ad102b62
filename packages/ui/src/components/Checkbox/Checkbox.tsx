import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from '../FieldError/FieldError';
import { FieldHint, useFieldIds } from '../private/Field';
import { choiceInput } from '../private/Field.css';
import * as styles from './Checkbox.css';

type NativeCheckboxProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'name'
  | 'value'
  | 'checked'
  | 'defaultChecked'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'required'
  | 'disabled'
>;

export interface CheckboxProps extends NativeCheckboxProps {
  /** What ticking it means; may hold links (e.g. to a privacy policy). */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the label; also sets `aria-invalid`. */
  error?: string;
  /** Screen-reader prefix of the error, 'Error:' unless the app's language differs. */
  errorPrefix?: string;
  /** The checkbox's id; generated when absent. Error summaries link to it. */
  id?: string;
}

export const Checkbox = /* @__PURE__ */ forwardRef<HTMLInputElement, CheckboxProps>(
  function Checkbox(
    {
      label,
      hint,
      error,
      errorPrefix,
      id,
      name,
      value,
      checked,
      defaultChecked,
      onChange,
      onBlur,
      onFocus,
      required,
      disabled,
    },
    ref,
  ) {
    const { controlId, hintId, errorId, showHint, control } = useFieldIds(id, { hint, error });
    return (
      <div className={styles.checkbox}>
        <input
          ref={ref}
          {...control}
          type="checkbox"
          className={`${choiceInput} ${styles.box}`}
          name={name}
          value={value}
          checked={checked}
          defaultChecked={defaultChecked}
          onChange={onChange}
          onBlur={onBlur}
          onFocus={onFocus}
          required={required}
          disabled={disabled}
        />
        <div className={styles.text}>
          <label htmlFor={controlId} className={styles.label}>
            {label}
          </label>
          {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
          <FieldError id={errorId} prefix={errorPrefix}>
            {error}
          </FieldError>
        </div>
      </div>
    );
  },
);
