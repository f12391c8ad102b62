'use client';

import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type FocusEventHandler,
  type ReactNode,
} from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { Button } from '../Button/Button';
import { FieldError } from '../FieldError/FieldError';
import { FieldHint, useFieldIds } from '../private/Field';
import { field, label as labelStyle } from '../private/Field.css';
import { mergeRefs } from '../private/mergeRefs';
import { checkFile, formatFileSize, type FileProblem } from './checkFile';
import * as styles from './FileInput.css';

export const fileInputDragStates = ['idle', 'dragover'] as const;
type DragState = (typeof fileInputDragStates)[number];

export interface FileInputProps {
  /** What to upload; names the input. */
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field; also sets `aria-invalid`. */
  error?: string;
  /** Screen-reader prefix of the error, 'Error:' unless the app's language differs. */
  errorPrefix?: string;
  /** The input's id; generated when absent. Error summaries link to it. */
  id?: string;
  name?: string;
  /** Accepted files, as in the `accept` attribute: '.pdf', 'image/*', 'text/plain'… */
  accept: readonly string[];
  maxBytes: number;
  /** The app's words for a refused file: wrong type, too big. */
  messages: Record<FileProblem, string>;
  /** The chosen file; the component never holds one of its own. */
  value: File | null;
  /** Called with an accepted file, or `null` when the visitor removes it. */
  onChange: (file: File | null) => void;
  /** Called with one of `messages` when a chosen or dropped file is refused; the previous file stays. */
  onError: (message: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Text beside the input's own button, e.g. 'or drop it here' (not shown on touch screens). */
  dropLabel: string;
  /** Text of the button that clears the file; the file name is added for screen readers. */
  removeLabel: string;
  formatSize?: (bytes: number) => string;
  required?: boolean;
  disabled?: boolean;
}

// Mirrors the controlled file into the native input, so a form posted without script carries
// it too (dropped files included). jsdom and old browsers lack DataTransfer: the prop still rules.
function syncInputFiles(input: HTMLInputElement | null, file: File | null) {
  if (!input) return;
  if (file === null) {
    input.value = '';
    return;
  }
  if (input.files?.[0] === file || typeof DataTransfer === 'undefined') return;
  try {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
  } catch {
    input.value = '';
  }
}

export const FileInput = /* @__PURE__ */ forwardRef<HTMLInputElement, FileInputProps>(
  function FileInput(
    {
      label,
      hint,
      error,
      errorPrefix,
      id,
      name,
      accept,
      maxBytes,
      messages,
      value,
      onChange,
      onError,
      onBlur,
      dropLabel,
      removeLabel,
      formatSize = formatFileSize,
      required,
      disabled,
    },
    ref,
  ) {
    const inputRef = useRef<HTMLInputElement>(null);
    const [dragState, setDragState] = useState<DragState>('idle');
    const [enhanced, setEnhanced] = useState(false);
    const statusId = `${useId()}-file`;
    const { controlId, hintId, errorId, showHint, control } = useFieldIds(id, {
      hint,
      error,
      describedBy: value ? statusId : undefined,
    });

    const setInputRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);

    // A file chosen before the script ran is checked and shown now, as if chosen this moment.
    useEffect(() => {
      setEnhanced(true);
      const early = inputRef.current?.files?.[0];
      if (early && !value) offer(early);
      // Once, as the component takes over the input.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    useEffect(() => syncInputFiles(inputRef.current, value), [value]);

    /** Takes the file if it passes the rules; otherwise reports why and keeps the previous one. */
    function offer(file: File): void {
      const problem = checkFile(file, { accept, maxBytes });
      if (problem) {
        onError(messages[problem]);
        syncInputFiles(inputRef.current, value);
        return;
      }
      onChange(file);
    }

    function handleChange(event: ChangeEvent<HTMLInputElement>) {
      const file = event.target.files?.[0];
      // A cancelled picker reports no file: keep what the visitor already chose.
      if (file) offer(file);
      else syncInputFiles(event.target, value);
    }

    function handleDragOver(event: DragEvent<HTMLDivElement>) {
      if (disabled) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      setDragState('dragover');
    }

    function handleDragLeave() {
      setDragState('idle');
    }

    function handleDrop(event: DragEvent<HTMLDivElement>) {
      if (disabled) return;
      event.preventDefault();
      setDragState('idle');
      const file = event.dataTransfer?.files[0];
      if (file) offer(file);
    }

    function handleRemove() {
      onChange(null);
      syncInputFiles(inputRef.current, null);
      // The remove button disappears with the file; the input is where the visitor goes next.
      inputRef.current?.focus();
    }

    return (
      <div className={field}>
        <label htmlFor={controlId} className={labelStyle}>
          {label}
        </label>
        {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
        {/* A drop target for a pointer; the keyboard has the file input inside it. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          className={styles.zone}
          data-state={dragState}
          data-enhanced={enhanced ? '' : undefined}
          onDragEnter={handleDragOver}
          onDragOver={handleDragOver}
          onDragLeave={handleDragLeave}
          onDrop={handleDrop}
        >
          <input
            ref={setInputRef}
            {...control}
            type="file"
            className={styles.input}
            name={name}
            accept={accept.join(',')}
            onChange={handleChange}
            onBlur={onBlur}
            required={required}
            disabled={disabled}
          />
          <span className={styles.dropText}>{dropLabel}</span>
        </div>
        <div className={styles.chosen}>
          <p id={statusId} className={styles.status} aria-live="polite">
            {value ? (
              <>
                <span className={styles.fileName}>{value.name}</span>{' '}
                <span className={styles.fileSize}>({formatSize(value.size)})</span>
              </>
            ) : null}
          </p>
          {value ? (
            <Button variant="secondary" size="sm" onClick={handleRemove} disabled={disabled}>
              {removeLabel} <span className={visuallyHidden}>{value.name}</span>
            </Button>
          ) : null}
        </div>
        <FieldError id={errorId} prefix={errorPrefix}>
          {error}
        </FieldError>
      </div>
    );
  },
);
