import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field } from '../private/Field';
import { control } from '../private/Field.css';
import * as styles from './TextArea.css';

type NativeTextAreaProps = Pick<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
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
  | 'maxLength'
  | 'minLength'
  | 'rows'
  | 'spellCheck'
>;

export interface TextAreaProps extends NativeTextAreaProps {
  /** What to write; required so no text area is ever unnamed. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the text area; also sets `aria-invalid`. */
  error?: string;
  /** Screen-reader prefix of the error, 'Error:' unless the app's language differs. */
  errorPrefix?: string;
  /** The text area's id; generated when absent. Error summaries link to it. */
  id?: string;
  /** Ids of further descriptions. */
  describedBy?: string;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, errorPrefix, id, describedBy, rows = 5, ...native },
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
        <textarea
          ref={ref}
          {...wiring}
          {...native}
          className={`${control} ${styles.textArea}`}
          rows={rows}
        />
      )}
    </Field>
  );
});
