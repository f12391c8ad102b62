import { contactPage } from '@ngs/content';
import { emailAddress, optionalText, requiredText } from './text';
import { z } from './zod';

const { messages, maxLengths, tooLongMessages } = contactPage;

/**
 * The fields a message cannot go without, each with its message when left blank: the schema's
 * first check of each, and what the page checks on its own before the app has loaded.
 */
export const contactRequired = {
  name: messages.nameRequired,
  email: messages.emailRequired,
  message: messages.messageRequired,
} as const;

/**
 * D12: name, a valid email and the message are required; mobile number and subject are
 * optional, and the mobile number is digits only.
 */
export const contactSchema = z.object({
  name: requiredText(contactRequired.name, maxLengths.name, tooLongMessages.name),
  email: emailAddress(contactRequired.email, messages.emailInvalid, maxLengths.email),
  phone: optionalText(maxLengths.phone, tooLongMessages.phone).check(
    z.refine((value: string) => /^\+?\d*$/.test(value), messages.phoneDigits),
  ),
  subject: optionalText(maxLengths.subject, tooLongMessages.subject),
  message: requiredText(contactRequired.message, maxLengths.message, tooLongMessages.message),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
