import { applicationForm, applicationTypes, employeeIdField } from '@ngs/content';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from './zod';
import { emailPattern } from './contact';
import { isKnownCountry } from './countries';
import { passwordMeetsRules } from './password';

const { messages } = applicationForm;

const yesNo = z.enum(['yes', 'no'], { error: messages.selectionRequired });

const requiredText = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** Form values arrive as strings ('true'/'on' from multipart, booleans from the UI). */
const checkbox = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === 'on');

/**
 * Every text field of the application (spec section 5, D13–D16). The files are checked apart:
 * in the browser by name and size, on the server by their content.
 */
export const applicationFieldsSchema = z
  .object({
    applicationType: z.enum(applicationTypes).default('job'),
    email: z
      .string({ error: messages.emailRequired })
      .trim()
      .min(1, messages.emailRequired)
      .max(254)
      .regex(emailPattern, messages.emailInvalid),
    password: z
      .string({ error: messages.passwordRequired })
      .min(1, messages.passwordRequired)
      .refine(passwordMeetsRules, messages.passwordCriteria),
    legalFirstName: requiredText(messages.firstNameRequired),
    legalMiddleName: z.string().trim().max(120).optional().default(''),
    legalLastName: requiredText(messages.lastNameRequired),
    countryCode: z
      .string({ error: messages.codeRequired })
      .trim()
      .min(1, messages.codeRequired)
      .refine(isKnownCountry, messages.codeRequired),
    phoneNumber: requiredText(messages.phoneRequired, 20).refine(
      (value) => /^\d+$/.test(value),
      messages.phoneInvalid,
    ),
    relocate: yesNo,
    agreement: yesNo,
    disability: yesNo,
    checkBoxagreement: checkbox.refine((value) => value, messages.selectionRequired),
    employmentStatus: yesNo,
    [employeeIdField]: requiredText(messages.selectionRequired, 40),
    notificationJob: checkbox,
    agreeToPrivacyPolicy: checkbox,
    // A field people never see: bots fill it in, and the server drops their submission quietly.
    website: z.string().optional().default(''),
  })
  .superRefine((value, context) => {
    if (
      isKnownCountry(value.countryCode) &&
      /^\d+$/.test(value.phoneNumber) &&
      !isValidPhoneNumber(value.phoneNumber, value.countryCode)
    ) {
      context.addIssue({ code: 'custom', path: ['phoneNumber'], message: messages.phoneInvalid });
    }
  });

export type ApplicationFieldsInput = z.input<typeof applicationFieldsSchema>;
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

/** The names of the two file fields of the payload (D14). */
export const applicationFileFields = ['resume', 'coverLetter'] as const;
export type ApplicationFileField = (typeof applicationFileFields)[number];
