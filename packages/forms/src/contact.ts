import { contactPage } from '@ngs/content';
import { emailAddress, optionalText, requiredText } from './text';
import { z } from './zod';

const { messages, maxLengths, tooLongMessages } = contactPage;

/**
 * D12: name, a valid email and the message are required; mobile number and subject are
 * optional, and the mobile number is digits only.
 */
export const contactSchema = z.object({
  name: requiredText(messages.nameRequired, maxLengths.name, tooLongMessages.name),
  email: emailAddress(messages.emailRequired, messages.emailInvalid, maxLengths.email),
  phone: optionalText(maxLengths.phone, tooLongMessages.phone).check(
    z.refine((value: string) => /^\+?\d*$/.test(value), messages.phoneDigits),
  ),
  subject: optionalText(maxLengths.subject, tooLongMessages.subject),
  message: requiredText(messages.messageRequired, maxLengths.message, tooLongMessages.message),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
