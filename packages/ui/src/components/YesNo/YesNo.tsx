import {
  forwardRef,
  useMemo,
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';
import { FieldError } from '../FieldError/FieldError';
import { FieldHint, useFieldIds } from '../private/Field';
import { choiceInput, label as labelStyle } from '../private/Field.css';
import * as styles from './YesNo.css';

export const yesNoLayouts = ['inline', 'stacked'] as const;

export interface YesNoOption {
  value: string;
  label: ReactNode;
}

/** The answers a YesNo gives unless told otherwise: `yes` and `no`, labelled in English. */
export const yesNoAnswers: readonly [YesNoOption, YesNoOption] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export interface YesNoProps {
  /** The question; it names the group. */
  legend: ReactNode;
  /** Shared by both radios and sent with the form. */
  name: string;
  /** The two answers, in order, labelled in the app's language; English Yes / No unless given. */
  options?: readonly [YesNoOption, YesNoOption];
  /** Controlled answer; `null` or '' when none is chosen yet. */
  value?: string | null;
  defaultValue?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  hint?: ReactNode;
  /** Shown under the answers; also marks the group `aria-invalid`. */
  error?: string;
  /** Screen-reader prefix of the error, 'Error:' unless the app's language differs. */
  errorPrefix?: string;
  /** The fieldset's id; an error summary linking to it focuses the first radio. */
  id?: string;
  required?: boolean;
  disabled?: boolean;
  layout?: (typeof yesNoLayouts)[number];
}

/**
 * A form library registers each radio of a group through the same ref (react-hook-form reads
 * the checked one from them), while a ref object should point at the first radio, the one to focus.
 */
function radioRef(ref: Ref<HTMLInputElement>, index: number): RefCallback<HTMLInputElement> {
  return (node) => {
    if (typeof ref === 'function') return ref(node);
    if (ref && index === 0) ref.current = node;
  };
}

export const YesNo = /* @__PURE__ */ forwardRef<HTMLInputElement, YesNoProps>(function YesNo(
  {
    legend,
    name,
    options = yesNoAnswers,
    value,
    defaultValue,
    onChange,
    onBlur,
    hint,
    error,
    errorPrefix,
    id,
    required,
    disabled,
    layout = 'inline',
  },
  ref,
) {
  const { controlId, hintId, errorId, showHint, control } = useFieldIds(id, { hint, error });
  const refs = useMemo(() => [radioRef(ref, 0), radioRef(ref, 1)] as const, [ref]);

  return (
    <fieldset
      id={controlId}
      className={styles.fieldset}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
    >
      <legend className={`${labelStyle} ${styles.legend}`}>{legend}</legend>
      {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <div className={styles.options[layout]}>
        {options.map((option, index) => {
          const radioId = `${controlId}-${index + 1}`;
          return (
            <div key={option.value} className={styles.option}>
              <input
                ref={refs[index]}
                id={radioId}
                type="radio"
                className={choiceInput}
                name={name}
                value={option.value}
                checked={value === undefined ? undefined : value === option.value}
                defaultChecked={
                  value === undefined && defaultValue !== undefined
                    ? defaultValue === option.value
                    : undefined
                }
                onChange={onChange}
                onBlur={onBlur}
                required={required}
                disabled={disabled}
              />
              <label htmlFor={radioId} className={styles.optionLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} prefix={errorPrefix}>
        {error}
      </FieldError>
    </fieldset>
  );
});
