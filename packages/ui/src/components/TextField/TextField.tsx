import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldNativeKeys, type FieldOwnProps } from '../private/Field';
import { control } from '../private/Field.css';
import * as styles from './TextField.css';

/** Numbers are typed as text with `inputMode="numeric"`: `type="number"` mangles phone numbers and ids. */
export const textFieldTypes = ['text', 'email', 'tel', 'password', 'url', 'search'] as const;

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | FieldNativeKeys
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

export interface TextFieldProps extends NativeInputProps, FieldOwnProps {
  type?: (typeof textFieldTypes)[number];
}

export const TextField = /* @__PURE__ */ forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField({ type = 'text', ...props }, ref) {
    const { field, native } = splitFieldProps(props);
    return (
      <Field {...field}>
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
  },
);
