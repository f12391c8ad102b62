import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldNativeKeys, type FieldOwnProps } from '../private/Field';
import { control } from '../private/Field.css';
import * as styles from './TextArea.css';

type NativeTextAreaProps = Pick<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  FieldNativeKeys | 'readOnly' | 'placeholder' | 'maxLength' | 'minLength' | 'rows' | 'spellCheck'
>;

export type TextAreaProps = NativeTextAreaProps & FieldOwnProps;

export const TextArea = /* @__PURE__ */ forwardRef<HTMLTextAreaElement, TextAreaProps>(
  function TextArea({ rows = 5, ...props }, ref) {
    const { field, native } = splitFieldProps(props);
    return (
      <Field {...field}>
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
  },
);
