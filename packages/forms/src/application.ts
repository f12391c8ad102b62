import { applicationForm, applicationTypes, employeeIdField, password } from '@ngs/content';
import { isKnownCountry } from './countries';
import { applicationFilesSchema } from './files';
import { passwordMeetsRules } from './password';
import { emailAddress, optionalText, requiredText } from './text';
import { z } from './zod';

const { messages, maxLengths, tooLongMessages } = applicationForm;

/**
 * The fields an application cannot go without, each with its message when left blank: the
 * schema's first check of each, and what the page checks on its own before the app has loaded.
 * (The dial code is chosen already, India first.)
 */
export const applicationRequired = {
  email: messages.emailRequired,
  password: messages.passwordRequired,
  legalFirstName: messages.firstNameRequired,
  legalLastName: messages.lastNameRequired,
  phoneNumber: messages.phoneRequired,
  resume: messages.resumeRequired,
  relocate: messages.selectionRequired,
  agreement: messages.selectionRequired,
  disability: messages.selectionRequired,
  checkBoxagreement: messages.selectionRequired,
  employmentStatus: messages.selectionRequired,
  [employeeIdField]: messages.selectionRequired,
} as const;

const yesNo = z.enum(['yes', 'no'], { error: messages.selectionRequired });

const name = (
  field: 'legalFirstName' | 'legalLastName' | typeof employeeIdField,
  required: string,
) => requiredText(required, maxLengths[field], tooLongMessages[field]);

/** Form values arrive as strings ('true'/'on' from multipart, booleans from the UI). */
const checkbox = z.pipe(
  z.optional(z.union([z.boolean(), z.enum(['true', 'false', 'on', ''])])),
  z.transform((value) => value === true || value === 'true' || value === 'on'),
);

/**
 * Every text field of the application (spec section 5, D13–D16), as the browser and the server
 * both check them. That the number suits the country's numbering plan needs the plan's data,
 * which only the server loads (`@ngs/forms/server`).
 */
export const applicationFieldsSchema = z.object({
  applicationType: z._default(z.enum(applicationTypes), 'job'),
  email: emailAddress(applicationRequired.email, messages.emailInvalid, maxLengths.email),
  password: z
    .string({ error: applicationRequired.password })
    .check(
      z.minLength(1, { error: applicationRequired.password, abort: true }),
      z.maxLength(password.maxLength, { error: messages.passwordCriteria, abort: true }),
      z.refine(passwordMeetsRules, messages.passwordCriteria),
    ),
  legalFirstName: name('legalFirstName', applicationRequired.legalFirstName),
  legalMiddleName: optionalText(maxLengths.legalMiddleName, tooLongMessages.legalMiddleName),
  legalLastName: name('legalLastName', applicationRequired.legalLastName),
  countryCode: z
    .string({ error: messages.codeRequired })
    .check(z.trim(), z.refine(isKnownCountry, messages.codeRequired)),
  phoneNumber: requiredText(
    applicationRequired.phoneNumber,
    maxLengths.phoneNumber,
    tooLongMessages.phoneNumber,
  ).check(z.refine((value: string) => /^\d+$/.test(value), messages.phoneInvalid)),
  relocate: yesNo,
  agreement: yesNo,
  disability: yesNo,
  checkBoxagreement: checkbox.check(
    z.refine((value: boolean) => value, messages.selectionRequired),
  ),
  employmentStatus: yesNo,
  [employeeIdField]: name(employeeIdField, applicationRequired[employeeIdField]),
  notificationJob: checkbox,
  agreeToPrivacyPolicy: checkbox,
  // Sent from an opening's page (issue 34): which one, and its title as the form showed it. The
  // server checks the opening is open and keeps its own title.
  openingId: z._default(z.optional(z.string()), ''),
  jobTitle: z._default(z.optional(z.string()), ''),
  // A field people never see: bots fill it in, and the server drops their submission quietly.
  website: z._default(z.optional(z.string()), ''),
});

export type ApplicationFieldsInput = z.input<typeof applicationFieldsSchema>;
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

/** The whole application as the browser checks it: the text fields and the chosen files. */
export const applicationSchema = z.extend(applicationFieldsSchema, applicationFilesSchema.shape);
export type ApplicationInput = z.input<typeof applicationSchema>;

/** The names of the two file fields of the payload (D14). */
export const applicationFileFields = ['resume', 'coverLetter'] as const;
export type ApplicationFileField = (typeof applicationFileFields)[number];
