import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { mergeRefs } from '../private/mergeRefs';
import * as styles from './ErrorSummary.css';
import { focusField } from './focusField';

export interface ErrorSummaryItem {
  /** The id of the field's control (or of a radio group's fieldset). */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** e.g. 'There is a problem'. */
  title: ReactNode;
  /** One entry per field with an error, in the order of the form. */
  errors: readonly ErrorSummaryItem[];
  /**
   * What went wrong with the submission as a whole (too many attempts, a server that could not
   * store it), shown before the fields' entries. Nothing renders without it or an entry.
   */
  problem?: string;
  /** Change it on every failed submit (e.g. the submit count) to move focus to the summary again. */
  focusKey?: string | number;
  /** An optional sentence under the title. */
  description?: ReactNode;
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { title, errors, problem, focusKey, description },
  ref,
) {
  const ownRef = useRef<HTMLDivElement>(null);
  const setRef = useMemo(() => mergeRefs(ownRef, ref), [ref]);
  const titleId = useId();
  const shown = errors.length > 0 || Boolean(problem);

  // Focus on appearing and after each failed submit, not when errors change while typing.
  useEffect(() => {
    if (shown) ownRef.current?.focus();
  }, [shown, focusKey]);

  if (!shown) return null;

  function handleClick(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    // A bare hash jump would scroll without moving focus into the field.
    if (focusField(fieldId, event.currentTarget.ownerDocument)) event.preventDefault();
  }

  return (
    <div
      ref={setRef}
      className={styles.summary}
      tabIndex={-1}
      data-state="shown"
      // A page the server sent with errors (a form posted without script) has it focused on load.
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK's pattern: focus the summary
      autoFocus
    >
      <div role="alert" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description ? <p className={styles.description}>{description}</p> : null}
        <ul className={styles.list}>
          {problem ? <li className={styles.problem}>{problem}</li> : null}
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                className={styles.link}
                onClick={(event) => handleClick(event, error.fieldId)}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
});
