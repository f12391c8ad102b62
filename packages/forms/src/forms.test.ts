import { applicationForm, contactPage, employeeIdField } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import {
  applicationFieldsSchema,
  applicationSchema,
  contactSchema,
  dialCodeOptions,
  emailPattern,
  fieldErrors,
  fileMessages,
  maxFileBytes,
  passwordChecks,
  passwordMeetsRules,
  valuesToKeep,
} from './index';
import { applicationServerSchema } from './server';

const { messages } = applicationForm;

const validApplication = {
  applicationType: 'internship',
  email: 'asha.rao@example.com',
  password: 'Secret#2026',
  legalFirstName: 'Asha',
  legalMiddleName: '',
  legalLastName: 'Rao',
  countryCode: 'IN',
  phoneNumber: '9876543210',
  relocate: 'yes',
  agreement: 'no',
  disability: 'no',
  checkBoxagreement: 'true',
  employmentStatus: 'no',
  [employeeIdField]: 'NA',
  notificationJob: 'on',
  agreeToPrivacyPolicy: 'false',
};

const errorsFor = (input: Record<string, unknown>) => {
  const result = applicationFieldsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('password rules (spec section 5, D15)', () => {
  const rule = (id: string) => passwordChecks.find((check) => check.id === id)!.test;

  it('should flip the length rules exactly at 8 and 18 characters', () => {
    expect(rule('minLength')('a'.repeat(7))).toBe(false);
    expect(rule('minLength')('a'.repeat(8))).toBe(true);
    expect(rule('maxLength')('a'.repeat(18))).toBe(true);
    expect(rule('maxLength')('a'.repeat(19))).toBe(false);
  });

  it('should need both a lowercase and an uppercase letter', () => {
    expect(rule('mixedCase')('abcdefgh')).toBe(false);
    expect(rule('mixedCase')('ABCDEFGH')).toBe(false);
    expect(rule('mixedCase')('abcdEFGH')).toBe(true);
  });

  it('should accept a digit or any of the listed special characters, and nothing else', () => {
    expect(rule('digitOrSpecial')('abcdefgh')).toBe(false);
    expect(rule('digitOrSpecial')('abcdefg1')).toBe(true);
    for (const character of '!@#$%^&*(),.?":{}|<>') {
      expect(rule('digitOrSpecial')(`abc${character}`), character).toBe(true);
    }
    expect(rule('digitOrSpecial')('abc-_=+')).toBe(false);
  });

  it('should refuse any whitespace', () => {
    expect(rule('noWhitespace')('abc def')).toBe(false);
    expect(rule('noWhitespace')('abc\tdef')).toBe(false);
    expect(rule('noWhitespace')('abcdef')).toBe(true);
  });

  it('should pass a password only when all five rules pass', () => {
    expect(passwordMeetsRules('Secret#2026')).toBe(true);
    expect(passwordMeetsRules('secret#2026')).toBe(false);
    expect(passwordMeetsRules('Secret 2026')).toBe(false);
  });
});

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

describe('email pattern', () => {
  // The pattern the form used before: the reference for which addresses are valid.
  const reference = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it('should accept exactly the addresses the reference pattern accepts', () => {
    const alphabet = ['a', '@', '.', ' ', '\u00a0'];
    const strings = [''];
    for (let length = 1; length <= 7; length += 1) {
      for (const prefix of strings.filter((value) => value.length === length - 1)) {
        for (const character of alphabet) strings.push(prefix + character);
      }
    }
    const disagreements = strings.filter(
      (value) => emailPattern.test(value) !== reference.test(value),
    );
    expect(disagreements).toEqual([]);
    expect(emailPattern.test('ravi.kumar@mail.example.co.in')).toBe(true);
  });
});

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
    expect(errorsFor({})).toEqual({
      email: messages.emailRequired,
      password: messages.passwordRequired,
      legalFirstName: messages.firstNameRequired,
      legalLastName: messages.lastNameRequired,
      countryCode: messages.codeRequired,
      phoneNumber: messages.phoneRequired,
      relocate: messages.selectionRequired,
      agreement: messages.selectionRequired,
      disability: messages.selectionRequired,
      checkBoxagreement: messages.selectionRequired,
      employmentStatus: messages.selectionRequired,
      [employeeIdField]: messages.selectionRequired,
    });
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

describe('application files (D13)', () => {
  const resume = { name: 'cv.pdf', size: 2048 };
  const fileErrors = (files: Record<string, unknown>) => {
    const result = applicationSchema.safeParse({ ...validApplication, ...files });
    return result.success ? {} : fieldErrors(result.error);
  };

  it('should take an application with a resume and no cover letter', () => {
    expect(fileErrors({ resume, coverLetter: null })).toEqual({});
  });

  it('should ask for the resume when none was chosen', () => {
    expect(fileErrors({ resume: null })).toEqual({ resume: fileMessages.required });
    expect(fileErrors({})).toEqual({ resume: fileMessages.required });
  });

  it('should refuse an empty file and one over the size limit, in either field', () => {
    expect(fileErrors({ resume: { name: 'cv.pdf', size: 0 } })).toEqual({
      resume: fileMessages.empty,
    });
    expect(
      fileErrors({ resume, coverLetter: { name: 'letter.pdf', size: maxFileBytes + 1 } }),
    ).toEqual({ coverLetter: fileMessages.size });
    expect(fileErrors({ resume: { name: 'cv.pdf', size: maxFileBytes } })).toEqual({});
  });
});

describe('dial codes (D16)', () => {
  it('should list every country with India (+91) first and names from Intl', () => {
    const options = dialCodeOptions();
    expect(options.length).toBeGreaterThan(200);
    expect(options[0]).toEqual({ country: 'IN', dialCode: '+91', name: 'India' });
    expect(options.find((option) => option.country === 'GB')).toMatchObject({
      dialCode: '+44',
      name: 'United Kingdom',
    });
    expect(new Set(options.map((option) => option.country)).size).toBe(options.length);
  });

  it('should be the list that libphonenumber and Intl give today (run scripts/dial-codes.mjs)', async () => {
    // @ts-expect-error: a plain .mjs script without declarations.
    const { computeDialCodes } = await import('../scripts/dial-codes.mjs');
    expect(dialCodeOptions()).toEqual(computeDialCodes());
  });
});

describe('a refused submission sent back to the page (D27)', () => {
  it('should keep every text value but the password and the honeypot', () => {
    expect(
      valuesToKeep({
        email: 'asha@example.com',
        password: 'Secret#2026',
        website: 'http://spam.example',
        legalFirstName: 'Asha',
        resume: { name: 'cv.pdf' },
      }),
    ).toEqual({ email: 'asha@example.com', legalFirstName: 'Asha' });
  });
});
