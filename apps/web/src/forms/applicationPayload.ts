import { applicationFieldNames } from '@ngs/content';
import { applicationSchema, type ApplicationFileField } from '@ngs/forms';
import { checkWith } from './useServerForm';

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
 * The fields and the chosen files by the shared rules (D13). A file's type is checked when it is
 * chosen, so a refused file never stays in its field.
 */
export function checkApplication(
  element: HTMLFormElement,
  files: Record<ApplicationFileField, File | null>,
) {
  const input: Record<string, unknown> = { ...files };
  for (const [name, value] of new FormData(element)) {
    if (typeof value === 'string' && !(name in input)) input[name] = value;
  }
  return checkWith(applicationSchema, input);
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
