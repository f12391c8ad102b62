// Runtime schemas of the two forms' texts (see schema.ts): only the tests use them.
import { z } from 'zod';
import {
  contentSectionSchema,
  externalLinkSchema,
  heroPageSchema,
  linkSchema,
  text,
  titledTextSchema,
} from './schema';

export const fieldTextSchema = z.strictObject({
  label: text,
  hint: text.optional(),
  placeholder: text.optional(),
  optional: z.boolean().optional(),
});

const option = z.strictObject({ value: text, label: text });

/** What both forms say besides their fields: messages, limits, toasts and the page after. */
const formOutcomes = {
  messages: z.record(z.string(), text),
  maxLengths: z.record(z.string(), z.int().positive()),
  tooLongMessages: z.record(z.string(), text),
  toasts: z.strictObject({ success: text, failure: text }),
  sent: z.strictObject({ title: text, text, links: z.array(linkSchema).min(1) }),
};

export const applicationFormSchema = z.strictObject({
  title: z.literal('Application Form'),
  intro: text,
  applicationType: z.strictObject({ legend: text, options: z.array(option).length(2) }),
  fields: z.record(z.string(), fieldTextSchema),
  yesNo: z.array(option).length(2),
  file: z.strictObject({ note: text }),
  countryCodePlaceholder: text,
  passwordChecklistTitle: text,
  passwordRuleMet: text,
  passwordRuleNotMet: text,
  privacyStatement: contentSectionSchema,
  opening: z.strictObject({ label: text, closed: text, closedAlready: text, openRoles: text }),
  submitLabel: text,
  submittingLabel: text,
  errorSummaryTitle: text,
  ...formOutcomes,
});

export const contactPageSchema = heroPageSchema.extend({
  intro: titledTextSchema,
  form: z.strictObject({
    title: text,
    fields: z.strictObject({
      name: fieldTextSchema,
      email: fieldTextSchema,
      phone: fieldTextSchema,
      subject: fieldTextSchema,
      message: fieldTextSchema,
    }),
    submitLabel: text,
    sendingLabel: text,
  }),
  offices: titledTextSchema.extend({ mapLinkLabel: text }),
  direct: z.strictObject({ title: text, email: externalLinkSchema, phone: externalLinkSchema }),
  ...formOutcomes,
});

export const passwordRuleSchema = z.strictObject({
  id: z.enum(['minLength', 'maxLength', 'mixedCase', 'digitOrSpecial', 'noWhitespace']),
  label: text,
});
