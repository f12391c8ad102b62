import { brand, mail } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the mail settings', () => {
  it('should default to .eml files, the company address for the staff, and a named sender', () => {
    const config = readConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.staffEmail).toBe(brand.email);
    expect(config.mailFrom).toBe(`${mail.fromName} <${brand.email}>`);
  });

  it('should take an SMTP URL, a From with a display name and a plain staff address', () => {
    const config = readConfig({
      SMTP_URL: ' smtp://user:secret@mail.example:587 ',
      MAIL_FROM: 'NGS Careers <careers@ngs.example>',
      STAFF_EMAIL: 'hr@ngs.example',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://user:secret@mail.example:587',
      mailFrom: 'NGS Careers <careers@ngs.example>',
      staffEmail: 'hr@ngs.example',
    });
  });

  it('should stop at start-up with a clear message for a setting that cannot work', () => {
    expect(() => readConfig({ SMTP_URL: 'smtp//mail.example' })).toThrow(
      'SMTP_URL must be a URL like smtp://user:password@mail.example:587',
    );
    expect(() => readConfig({ SMTP_URL: 'https://user:secret@mail.example' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://, not https://',
    );
    expect(() => readConfig({ STAFF_EMAIL: 'hr at ngs' })).toThrow(
      'STAFF_EMAIL must be an e-mail address',
    );
    expect(() => readConfig({ MAIL_FROM: 'NGS <nobody>' })).toThrow('MAIL_FROM must be');
    expect(() => readConfig({ MAIL_RETRY_BASE_MS: '0' })).toThrow('MAIL_RETRY_BASE_MS');
  });

  it('should never repeat the SMTP password in its message', () => {
    expect(() => readConfig({ SMTP_URL: 'ftp://user:secret@mail.example' })).toThrow(
      /^(?!.*secret)/,
    );
  });
});
