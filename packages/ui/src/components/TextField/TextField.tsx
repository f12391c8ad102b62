import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldNativeKeys, type FieldOwnProps } from '../private/Field';
import { control } from '../private/Field.css';
import * as styles from './TextField.css';

/**
 * Numbers are typed as text with `inputMode="numeric"`: `type="number"` mangles phone numbers and
 * ids. A date is the browser's own picker, sent as `YYYY-MM-DD`.
 */
export const textFieldTypes = [
  'text',
  'email',
  'tel',
  'password',
  'url',
  'search',
  'date',
] as const;

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
  // The id of a `<datalist>` of suggestions the person may pick from or type past.
  | 'list'
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
