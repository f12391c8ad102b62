'use client';

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
import { ServerScript, useServerMarkup } from '../private/ServerScript';
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
  /**
   * The form the summary reports on, and the fields it needs filled, each with its message when
   * left blank, in the form's order. With both, the page answers a submit with blank required
   * fields before the app has loaded, with no round trip (@ngs/html-first's `errorSummary/`), as
   * long as the server's render is wrapped in `ServerScripts`.
   */
  requiredBeforeApp?: { formId: string; fields: readonly ErrorSummaryItem[] };
  /**
   * Called once the app runs, if the page stopped a submit before it: the form should then show
   * its own errors, as after a failed submit.
   */
  onRefusedBeforeApp?: () => void;
}

export const ErrorSummary = /* @__PURE__ */ forwardRef<HTMLDivElement, ErrorSummaryProps>(
  function ErrorSummary(
    { title, errors, problem, focusKey, description, requiredBeforeApp, onRefusedBeforeApp },
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

    // A submit the summary's script stopped before the app ran: the app takes it over on mount.
    const waiting = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const summary = waiting.current;
      if (!summary?.hasAttribute('data-refused')) return;
      summary.removeAttribute('data-refused');
      onRefusedBeforeApp?.();
    }, [onRefusedBeforeApp]);

    const serverMarkup = useServerMarkup();
    if (!shown) {
      return serverMarkup && requiredBeforeApp && requiredBeforeApp.fields.length > 0 ? (
        <div
          ref={waiting}
          className={styles.summary}
          tabIndex={-1}
          data-form={requiredBeforeApp.formId}
          data-state="before-app"
          hidden
          // Its script shows it, and the entries of the blank fields, before the app runs.
          suppressHydrationWarning
        >
          <Alert titleId={titleId} title={title} description={description}>
            {requiredBeforeApp.fields.map((field) => (
              <li key={field.fieldId} data-field={field.fieldId} hidden suppressHydrationWarning>
                <a href={`#${field.fieldId}`} className={styles.link}>
                  {field.message}
                </a>
              </li>
            ))}
          </Alert>
          <ServerScript name="errorSummary" afterParsing />
        </div>
      ) : null;
    }

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
        <Alert titleId={titleId} title={title} description={description}>
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
        </Alert>
      </div>
    );
  },
);

/** The announced part: the title, the optional sentence and the list of entries. */
function Alert({
  titleId,
  title,
  description,
  children,
}: {
  titleId: string;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      <ul className={styles.list}>{children}</ul>
    </div>
  );
}
