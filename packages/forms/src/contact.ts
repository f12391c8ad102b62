import { contactPage } from '@ngs/content';
import { z } from './zod';

const { messages } = contactPage;

/** A basic address pattern: something, @, something, a dot, something; no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * D12: name, a valid email and the message are required; mobile number and subject are
 * optional, and the mobile number is digits only.
 */
export const contactSchema = z.object({
  name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired).max(120),
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(254)
    .regex(emailPattern, messages.emailInvalid),
  phone: optionalText(20).refine(
    (value) => /^\+?\d*$/.test(value),
    'Mobile Number must contain digits only',
  ),
  subject: optionalText(200),
  message: z
    .string({ error: messages.messageRequired })
    .trim()
    .min(1, messages.messageRequired)
    .max(5000),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
