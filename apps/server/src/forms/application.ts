import { randomUUID } from 'node:crypto';
import { applicationForm, employeeIdField } from '@ngs/content';
import {
  applicationFileFields,
  applicationFilesSchema,
  fieldErrors,
  fileMessages,
  maxFileBytes,
} from '@ngs/forms';
import { applicationServerSchema } from '@ngs/forms/server';
import type { Handler } from 'hono';
import type { FormsEnv } from './formsEnv';
import type { ApplicationOpening } from '../careers/openings';
import type { NewApplication, NewApplicationFile, SubmissionStore } from '../storage/submissions';
import { detectFile } from '../uploads/content';
import { multipartBoundary, readMultipart, type MultipartForm } from '../uploads/multipart';
import { sanitiseFileName, storedFileName } from '../uploads/names';
import { answerAsStored, isHoneypotFilled } from './honeypot';
import { answerStored, rememberValues } from './pageAnswers';
import { invalidFieldsError, refuse } from '../http/problems';

/**
 * The longest text part that is read: four times the longest field (254 characters of UTF-8
 * take at most 762 bytes), so every longer part is over its field's limit whatever it holds.
 */
export const maxTextPartBytes = 4 * 1024;

/** The form's fields, its two files, the honeypot, and room for a browser's extras. */
const maxParts = 64;

const multipartLimits = {
  textBytes: maxTextPartBytes,
  fileBytes: maxFileBytes,
  parts: maxParts,
  headerBytes: 8 * 1024,
  fileFields: new Set<string>(applicationFileFields),
};

/**
 * What the schema checks in place of a text part too long to read: as long, and not blank, so
 * the field gets its own message for an over-long value, whatever the part held past the cut.
 */
const overLongStandIn = 'x'.repeat(maxTextPartBytes + 1);

/**
 * The files by the shared rules (presence, emptiness, size; D13), then what each really is by
 * its bytes: the name and the declared type are the client's word, nothing to trust.
 */
async function checkFiles(form: MultipartForm) {
  const seen: Record<string, { name: string; size: number } | null> = {};
  for (const field of applicationFileFields) {
    const upload = form.files.get(field);
    seen[field] = upload ? { name: upload.filename, size: upload.size } : null;
  }
  const rules = applicationFilesSchema.safeParse(seen);
  const errors: Record<string, string> = rules.success ? {} : fieldErrors(rules.error);
  const files: NewApplicationFile[] = [];
  for (const field of applicationFileFields) {
    const upload = form.files.get(field);
    if (errors[field] || !upload) continue;
    // Not kept: over the part limit, which the size rule above names too.
    if (!upload.content) {
      errors[field] = fileMessages.size;
      continue;
    }
    const detected = await detectFile(upload.content);
    if (!detected) {
      errors[field] = fileMessages.type;
      continue;
    }
    files.push({
      field,
      original_name: sanitiseFileName(upload.filename),
      stored_name: storedFileName(randomUUID(), detected.ext),
      detected_mime: detected.mime,
      size: upload.size,
      sha256: upload.sha256,
      content: upload.content,
    });
  }
  return { files, errors };
}

/** Text fields as the schema expects them: the first value of each name. */
function textFields(form: MultipartForm): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, part] of form.texts) fields[name] = part.value ?? overLongStandIn;
  return fields;
}

/** POST /job/apply: the application's multipart form (spec section 7, D13–D18). */
export function applicationHandler(
  store: SubmissionStore,
  hashPassword: (password: string) => Promise<string>,
  openingTakingApplications: (id: string) => Promise<ApplicationOpening | undefined>,
): Handler<FormsEnv> {
  return async (c) => {
    const boundary = multipartBoundary(c.req.header('content-type') ?? '');
    if (!boundary) throw refuse(400, 'The body is not readable multipart form data.');
    let form: MultipartForm;
    try {
      form = await readMultipart(c.req.raw.body, boundary, multipartLimits);
    } catch {
      throw refuse(400, 'The body is not readable multipart form data.');
    }
    const input = textFields(form);
    rememberValues(c, input);
    const parsed = applicationServerSchema.safeParse(input);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    const { files, errors: fileErrors } = await checkFiles(form);
    Object.assign(errors, fileErrors);
    // Sent from an opening's page: it must still take applications (it may have closed since
    // the form was opened); the applicant is told, and sends it again as a general one.
    const openingId = (input['openingId'] ?? '').trim();
    const opening = openingId ? await openingTakingApplications(openingId) : undefined;
    if (openingId && !opening) errors['openingId'] = applicationForm.opening.closed;
    if (!parsed.success || Object.keys(errors).length > 0) {
      throw refuse(422, invalidFieldsError, errors);
    }

    const fields = parsed.data;
    const application: NewApplication = {
      // The opening says which kind it is; its title is the one it has now, not the form's.
      application_type: opening?.type ?? fields.applicationType,
      opening_id: opening?.id ?? null,
      job_title: opening?.title ?? null,
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
      notification_consent_text: fields.notificationJob
        ? applicationForm.fields.notificationJob.label
        : null,
      agree_to_privacy_policy: fields.agreeToPrivacyPolicy ? 1 : 0,
    };
    if (!c.get('deadline').claim()) throw refuse(408, 'The request took too long.');
    if (isHoneypotFilled(fields.website)) return answerAsStored(c, applicationForm.toasts.success);
    const id = await store.saveApplication(application, files);
    c.set('storedId', id);
    return answerStored(c, id, applicationForm.toasts.success);
  };
}
