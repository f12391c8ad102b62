import { fieldErrors, type FormSubmission } from '@ngs/forms';
import { toast, type ErrorSummaryItem } from '@ngs/ui';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api';

/** What a check of the form's fields gives: the values to send, or each field's message. */
export type Checked<Output> = { values: Output } | { errors: Record<string, string> };

/** The shared rules of `@ngs/forms`, as a form checks its fields with them. */
export interface Rules<Output> {
  safeParse: (
    input: unknown,
  ) =>
    { success: true; data: Output } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

/** Checks `input` by `rules`: each field's first message, exactly as the server words it. */
export function checkWith<Output>(rules: Rules<Output>, input: unknown): Checked<Output> {
  const result = rules.safeParse(input);
  return result.success ? { values: result.data } : { errors: fieldErrors(result.error) };
}

export interface ServerFormOptions<Output> {
  /** Reads and checks the form's fields. */
  check: (form: HTMLFormElement) => Checked<Output>;
  /** The controls' ids by field name, in the form's order: the error summary links to them. */
  fieldIds: Readonly<Record<string, string>>;
  /** What the server sent back when the form was posted without script and refused (D27). */
  submission: FormSubmission | null;
  /** Sends the checked values; throws an ApiError when the server refuses them. */
  send: (values: Output, form: HTMLFormElement) => Promise<void>;
  /** Runs once the server has the submission, before the success toast. */
  onSent: () => void;
  toasts: { success: string; failure: string; durationMs: number };
  /** The form's id: the error summary's check before the app finds the form by it. */
  formId: string;
  /**
   * The required fields' messages when left blank, by field name: the page checks them on its
   * own before the app has loaded (ErrorSummary's `requiredBeforeApp`), in `fieldIds`' order.
   */
  required: Readonly<Partial<Record<string, string>>>;
}

/**
 * Both forms' behaviour on top of the native form, which works on its own without script
 * (D27): with script, a submit is checked by the shared rules here, then on every change; one
 * send at a time; nothing typed is lost when sending fails (D11), since the fields keep it;
 * the server's messages land on their fields; the error summary takes focus after each failed
 * attempt; a toast says how it went (D22). A page the server rendered for a refused post
 * starts with its messages, until the visitor submits again.
 */
export function useServerForm<Output>({
  check,
  fieldIds,
  submission,
  send,
  onSent,
  toasts,
  formId,
  required,
}: ServerFormOptions<Output>) {
  const [ruleErrors, setRuleErrors] = useState<Record<string, string>>({});
  // Set as a file is chosen (its type, its size): no submit needed to say so.
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  // Changes on every failed attempt, so that the summary takes focus again; 0 hides it.
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // The server's verdict on a post without script stands until the visitor submits here.
  const fromServer = attempted ? null : submission;

  /** The message under a field: a file's, this page's check, else the server's. */
  function fieldError(name: string): string | undefined {
    return fileErrors[name] ?? ruleErrors[name] ?? fromServer?.errors[name];
  }

  const summary: ErrorSummaryItem[] =
    failedAttempts > 0 || fromServer
      ? Object.entries(fieldIds).flatMap(([name, fieldId]) => {
          const message = fieldError(name);
          return message ? [{ fieldId, message }] : [];
        })
      : [];

  function setFileError(name: string, message: string | undefined) {
    setFileErrors(({ [name]: _, ...others }) =>
      message ? { ...others, [name]: message } : others,
    );
  }

  /** Checks the form as a submit does; shows its errors and gives null when it may not go. */
  function checkSubmit(form: HTMLFormElement): Output | null {
    setAttempted(true);
    const checked = check(form);
    if ('errors' in checked || Object.keys(fileErrors).length > 0) {
      setRuleErrors('errors' in checked ? checked.errors : {});
      setFailedAttempts((count) => count + 1);
      return null;
    }
    return checked.values;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const values = checkSubmit(form);
    if (values === null) return;
    setRuleErrors({});
    setSubmitting(true);
    try {
      await send(values, form);
      setFailedAttempts(0);
      onSent();
      toast(toasts.success, { duration: toasts.durationMs, tone: 'success' });
    } catch (error) {
      const fromFields =
        error instanceof ApiError
          ? Object.fromEntries(Object.entries(error.fields).filter(([name]) => name in fieldIds))
          : {};
      if (Object.keys(fromFields).length > 0) {
        setRuleErrors(fromFields);
        setFailedAttempts((count) => count + 1);
      }
      toast(toasts.failure, { duration: toasts.durationMs, tone: 'error' });
    } finally {
      setSubmitting(false);
    }
  }

  // Once a submit has failed, the messages follow what the visitor changes.
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (failedAttempts === 0) return;
    const checked = check(event.currentTarget);
    setRuleErrors('errors' in checked ? checked.errors : {});
  }

  const requiredBeforeApp = {
    formId,
    fields: Object.entries(fieldIds).flatMap(([name, fieldId]) => {
      const message = required[name];
      return message ? [{ fieldId, message }] : [];
    }),
  };

  return {
    /** For the <form>: it also posts natively while the script is not there. */
    formProps: {
      id: formId,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onChange,
    },
    /** For the form's ErrorSummary. */
    summaryProps: {
      errors: summary,
      problem: fromServer?.problem,
      /** Moves focus to the summary again on each failed attempt. */
      focusKey: failedAttempts,
      requiredBeforeApp,
      /** A submit the page stopped before the app ran: its errors, as after one here. */
      onRefusedBeforeApp: () => {
        const form = document.getElementById(formId);
        if (form instanceof HTMLFormElement) checkSubmit(form);
      },
    },
    fieldError,
    setFileError,
    /** True once a submit was refused, here or by the server. */
    refused: failedAttempts > 0 || Boolean(fromServer),
    submitting,
  };
}
