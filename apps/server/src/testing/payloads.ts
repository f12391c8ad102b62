import { createHash } from 'node:crypto';
import { validApplication } from '@ngs/forms/testing';
import type { NewApplication } from '../storage/submissions';
import { pdf } from './files';

export const password = validApplication.password;

/** A complete, valid application's text fields (D14 names), with a middle name and consent to store. */
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...validApplication,
    legalMiddleName: 'K',
    agreeToPrivacyPolicy: 'true',
    ...overrides,
  };
}

/**
 * The columns an application of {@link applicationFields}() is stored as, all but the password's
 * hash: what the HTTP suites expect to find, and a ready row for the storage tests.
 */
export const applicationColumns: Omit<NewApplication, 'password_hash'> = {
  application_type: 'internship',
  email: 'asha.rao@example.com',
  legal_first_name: 'Asha',
  legal_middle_name: 'K',
  legal_last_name: 'Rao',
  country_code: 'IN',
  phone_number: '9876543210',
  relocate: 'yes',
  agreement: 'no',
  disability: 'no',
  at_will_accepted: 1,
  previously_employed: 'no',
  previous_employee_id: 'NA',
  notification_job: 1,
  agree_to_privacy_policy: 1,
};

export interface Upload {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

export const upload = (bytes: Uint8Array, name: string, type = 'application/octet-stream') => ({
  bytes,
  name,
  type,
});

export interface ApplicationFiles {
  resume?: Upload;
  coverLetter?: Upload;
}

export function applicationForm(
  fields: Record<string, string> = applicationFields(),
  files: ApplicationFiles = { resume: upload(pdf(), 'Asha Rao CV.pdf') },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, file] of Object.entries(files)) {
    form.append(field, new Blob([file.bytes.slice()], { type: file.type }), file.name);
  }
  return form;
}

export const contactMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  phone: '9123456780',
  subject: 'Cloud migration',
  message: 'We would like to move our ERP to the cloud.',
  ...overrides,
});

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Sends a contact message to `origin` as the site's script does (JSON): a valid one unless given. */
export async function postContact(
  origin: string,
  message: unknown = contactMessage(),
  headers: Record<string, string> = {},
) {
  return answerOf(
    await fetch(`${origin}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof message === 'string' ? message : JSON.stringify(message),
    }),
  );
}

/** What an application is sent with: {@link applicationForm}'s valid fields and résumé unless told. */
export interface ApplicationPost {
  fields?: Record<string, string>;
  files?: ApplicationFiles;
  headers?: Record<string, string>;
}

/** Sends an application to `origin` as the form does (multipart). */
export async function postApplication(
  origin: string,
  { fields, files, headers = {} }: ApplicationPost = {},
) {
  const body = applicationForm(fields, files);
  return answerOf(await fetch(`${origin}/job/apply`, { method: 'POST', body, headers }));
}

async function answerOf(response: Response) {
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as ApiBody,
  };
}

export interface ApiBody {
  id?: string;
  message?: string;
  error?: string;
  fields?: Record<string, string>;
}
