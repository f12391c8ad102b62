import { applicationFieldNames } from '@ngs/content';
import {
  applicationFieldsSchema,
  fileMessages,
  type ApplicationFields,
  type ApplicationFileField,
} from '@ngs/forms';
import { checkWith, type Checked } from './useServerForm';

// What the application form checks and sends, apart from how it looks.

/** The controls' ids, in the form's order: the error summary links to them. */
export const fieldIds: Readonly<Record<string, string>> = Object.fromEntries(
  ['applicationType', ...applicationFieldNames].map((name) => [name, `application-${name}`]),
);
export const idOf = (name: string): string => fieldIds[name] ?? `application-${name}`;

/** A checkbox's value as a form sends it: 'on' (without script) or 'true'. */
export const checkedIn = (value: string | undefined) => value === 'on' || value === 'true';

/** The checkboxes, sent as 'true'/'false' by script (a form sent without it sends 'on' or nothing). */
const checkboxes = ['checkBoxagreement', 'notificationJob', 'agreeToPrivacyPolicy'] as const;

/**
 * The text fields by the shared rules, and the resume's presence (D13). A file's type and size
 * are checked when it is chosen, so a refused file never stays in its field.
 */
export function checkApplication(
  element: HTMLFormElement,
  resume: File | null,
): Checked<ApplicationFields> {
  const data = new FormData(element);
  const input: Record<string, unknown> = {};
  for (const [name, value] of data) {
    if (typeof value === 'string' && !(name in input)) input[name] = value;
  }
  const checked = checkWith(applicationFieldsSchema, input);
  if (resume) return checked;
  const errors = 'errors' in checked ? checked.errors : {};
  return { errors: { ...errors, resume: fileMessages.required } };
}

/**
 * The multipart payload: the form's own fields (D14's names), checkboxes as 'true'/'false', and
 * the files chosen (the inputs hold them too, where the browser lets script set them).
 */
export function payloadOf(
  element: HTMLFormElement,
  files: Record<ApplicationFileField, File | null>,
): FormData {
  const body = new FormData(element);
  for (const [name, file] of Object.entries(files)) {
    if (file) body.set(name, file, file.name);
    else body.delete(name);
  }
  for (const name of checkboxes) {
    const box = element.elements.namedItem(name);
    body.set(name, String(box instanceof HTMLInputElement && box.checked));
  }
  return body;
}
