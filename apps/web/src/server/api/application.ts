import { createHash, randomUUID } from 'node:crypto';
import { applicationForm, employeeIdField } from '@ngs/content';
import {
  applicationFieldsSchema,
  applicationFileFields,
  fieldErrors,
  fileMessages,
  maxFileBytes,
  type ApplicationFileField,
} from '@ngs/forms';
import type { Handler } from 'hono';
import type { AppEnv } from '../context';
import { hashPassword } from '../passwords';
import type { NewApplication, NewApplicationFile, SubmissionStore } from '../storage/submissions';
import { detectFile } from '../uploads/content';
import { sanitiseFileName, storedFileName } from '../uploads/names';
import { isHoneypotFilled } from './honeypot';
import { invalidFieldsError, refuse } from './problems';

/** An empty upload is neither a résumé nor a letter; no shared message covers it. */
export const emptyFileMessage = fileMessages.empty;

type FileCheck = { file: NewApplicationFile } | { error: string } | { absent: true };

async function checkFile(field: ApplicationFileField, form: FormData): Promise<FileCheck> {
  const upload = form
    .getAll(field)
    .find(
      (value): value is File => typeof value !== 'string' && (value.name !== '' || value.size > 0),
    );
  // Browsers send an unnamed empty part for an empty file input.
  if (!upload) return { absent: true };
  if (upload.size === 0) return { error: emptyFileMessage };
  if (upload.size > maxFileBytes) return { error: fileMessages.size };
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const detected = await detectFile(bytes);
  if (!detected) return { error: fileMessages.type };
  return {
    file: {
      field,
      original_name: sanitiseFileName(upload.name),
      stored_name: storedFileName(randomUUID(), detected.ext),
      detected_mime: detected.mime,
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    },
  };
}

/** Text fields as the schema expects them: the first string value of each name. */
function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** POST /job/apply: the application's multipart form (spec section 7, D13–D18). */
export function applicationHandler(store: SubmissionStore): Handler<AppEnv> {
  return async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw refuse(400, 'The body is not readable multipart form data.');
    }
    const input = textFields(form);
    if (isHoneypotFilled(input['website'])) {
      c.set('spam', true);
      return c.json({ id: randomUUID(), message: applicationForm.toasts.success }, 201);
    }

    const parsed = applicationFieldsSchema.safeParse(input);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    const files: NewApplicationFile[] = [];
    for (const field of applicationFileFields) {
      const check = await checkFile(field, form);
      if ('error' in check) errors[field] = check.error;
      else if ('file' in check) files.push(check.file);
      else if (field === 'resume') errors[field] = fileMessages.required;
    }
    if (!parsed.success || Object.keys(errors).length > 0) {
      throw refuse(422, invalidFieldsError, errors);
    }

    const fields = parsed.data;
    const application: NewApplication = {
      application_type: fields.applicationType,
      email: fields.email,
      password_hash: await hashPassword(fields.password),
      legal_first_name: fields.legalFirstName,
      legal_middle_name: fields.legalMiddleName,
      legal_last_name: fields.legalLastName,
      country_code: fields.countryCode,
      phone_number: fields.phoneNumber,
      relocate: fields.relocate,
      agreement: fields.agreement,
      disability: fields.disability,
      at_will_accepted: fields.checkBoxagreement ? 1 : 0,
      previously_employed: fields.employmentStatus,
      previous_employee_id: fields[employeeIdField],
      notification_job: fields.notificationJob ? 1 : 0,
      agree_to_privacy_policy: fields.agreeToPrivacyPolicy ? 1 : 0,
    };
    if (!c.get('deadline').claim()) throw refuse(408, 'The request took too long.');
    const id = await store.saveApplication(application, files);
    c.set('storedId', id);
    return c.json({ id, message: applicationForm.toasts.success }, 201);
  };
}
