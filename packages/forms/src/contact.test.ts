import { contactPage } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import { contactSchema, fieldErrors } from './index';

describe('contact form (D12)', () => {
  it('should accept a message with only name, email and message', () => {
    const result = contactSchema.parse({
      name: ' Ravi ',
      email: 'ravi@example.com',
      message: 'Hello',
    });
    expect(result).toEqual({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      subject: '',
      message: 'Hello',
    });
  });

  it('should name each missing field with its exact message', () => {
    const result = contactSchema.safeParse({ name: '', email: '', message: '  ' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: contactPage.messages.nameRequired,
      email: contactPage.messages.emailRequired,
      message: contactPage.messages.messageRequired,
    });
  });

  it('should refuse an address without a domain and a phone with letters', () => {
    const result = contactSchema.safeParse({
      name: 'A',
      email: 'ravi@',
      phone: '98x',
      message: 'Hi',
    });
    expect(fieldErrors(result.error!)).toMatchObject({ email: contactPage.messages.emailInvalid });
    expect(fieldErrors(result.error!)['phone']).toBeDefined();
  });
  it('should tell an over-long value its limit, not that it is required', () => {
    const { maxLengths, tooLongMessages } = contactPage;
    const result = contactSchema.safeParse({
      name: 'N'.repeat(maxLengths.name + 1),
      email: `${'r'.repeat(maxLengths.email)}@example.com`,
      phone: '9'.repeat(maxLengths.phone + 1),
      subject: 'S'.repeat(maxLengths.subject + 1),
      message: 'M'.repeat(maxLengths.message + 1),
    });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name must be 120 characters or fewer',
      email: contactPage.messages.emailInvalid,
      phone: tooLongMessages.phone,
      subject: tooLongMessages.subject,
      message: 'Message must be 5,000 characters or fewer',
    });
  });

  it('should accept every field at exactly its limit', () => {
    const { maxLengths } = contactPage;
    const result = contactSchema.safeParse({
      name: 'N'.repeat(maxLengths.name),
      email: `${'r'.repeat(maxLengths.email - '@example.com'.length)}@example.com`,
      phone: '9'.repeat(maxLengths.phone),
      subject: 'S'.repeat(maxLengths.subject),
      message: 'M'.repeat(maxLengths.message),
    });
    expect(result.success).toBe(true);
  });

  it('should stop checking an over-long value at its length: one issue per field', () => {
    const result = contactSchema.safeParse({
      name: 'N'.repeat(10_000),
      email: `a@${'.'.repeat(10_000)}@`,
      phone: `x${'9'.repeat(10_000)}`,
      message: 'Hi',
    });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', contactPage.tooLongMessages.name],
      ['email', contactPage.messages.emailInvalid],
      ['phone', contactPage.tooLongMessages.phone],
    ]);
  });
});
