import { applicationForm, employeeIdField } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import { emptyApplicationMessages, validApplication } from './testing/application';
import { applicationFieldsSchema, fieldErrors } from './index';
import { applicationServerSchema } from './server';

const { messages } = applicationForm;

const errorsFor = (input: Record<string, unknown>) => {
  const result = applicationFieldsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('application form (spec section 5, D13–D16)', () => {
  it('should accept a complete application and turn the checkboxes into booleans', () => {
    const parsed = applicationFieldsSchema.parse(validApplication);
    expect(parsed).toMatchObject({
      checkBoxagreement: true,
      notificationJob: true,
      agreeToPrivacyPolicy: false,
    });
  });

  it('should give every required field its exact message when empty', () => {
    expect(errorsFor({})).toEqual(emptyApplicationMessages);
  });

  it('should refuse a weak password with the criteria message', () => {
    expect(errorsFor({ ...validApplication, password: 'weakpass' })).toEqual({
      password: messages.passwordCriteria,
    });
  });

  it('should refuse a malformed email', () => {
    expect(errorsFor({ ...validApplication, email: 'asha@rao' })).toEqual({
      email: messages.emailInvalid,
    });
  });

  it('should check the phone number against the chosen country on the server (D16)', () => {
    const serverErrors = (input: Record<string, unknown>) => {
      const result = applicationServerSchema.safeParse(input);
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(serverErrors({ ...validApplication, phoneNumber: '12345' })).toEqual({
      phoneNumber: messages.phoneInvalid,
    });
    expect(
      serverErrors({ ...validApplication, countryCode: 'GB', phoneNumber: '7400123456' }),
    ).toEqual({});
    // The browser's rules leave the numbering plan to the server.
    expect(errorsFor({ ...validApplication, phoneNumber: '12345' })).toEqual({});
    expect(errorsFor({ ...validApplication, countryCode: 'XX' })).toEqual({
      countryCode: messages.codeRequired,
    });
  });

  it('should tell an over-long value its limit, not that it is required', () => {
    const { maxLengths, tooLongMessages } = applicationForm;
    expect(
      errorsFor({
        ...validApplication,
        email: `${'a'.repeat(maxLengths.email)}@example.com`,
        password: `Aa1${'b'.repeat(100)}`,
        legalFirstName: 'F'.repeat(maxLengths.legalFirstName + 1),
        legalMiddleName: 'M'.repeat(maxLengths.legalMiddleName + 1),
        legalLastName: 'L'.repeat(maxLengths.legalLastName + 1),
        phoneNumber: '9'.repeat(maxLengths.phoneNumber + 1),
        [employeeIdField]: 'E'.repeat(maxLengths[employeeIdField] + 1),
      }),
    ).toEqual({
      email: messages.emailInvalid,
      password: messages.passwordCriteria,
      legalFirstName: 'First Name must be 120 characters or fewer',
      legalMiddleName: tooLongMessages.legalMiddleName,
      legalLastName: tooLongMessages.legalLastName,
      phoneNumber: 'Phone Number must be 20 characters or fewer',
      [employeeIdField]: 'Previous NGS Employee ID must be 40 characters or fewer',
    });
  });

  it('should stop checking an over-long value at its length: one issue per field', () => {
    const long = (value: string) => value.repeat(10_000);
    const result = applicationFieldsSchema.safeParse({
      ...validApplication,
      email: `a@${long('.')}@`,
      password: long('a b'),
      phoneNumber: long('x'),
    });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', messages.emailInvalid],
      ['password', messages.passwordCriteria],
      ['phoneNumber', applicationForm.tooLongMessages.phoneNumber],
    ]);
  });

  it('should need the at-will box ticked and a yes/no answer, not any text', () => {
    expect(
      errorsFor({ ...validApplication, checkBoxagreement: 'false', relocate: 'maybe' }),
    ).toEqual({
      checkBoxagreement: messages.selectionRequired,
      relocate: messages.selectionRequired,
    });
  });
});
