import { employeeIdField } from '@ngs/content';

/**
 * What the application form's tests type into its text fields, keyed by field name: the same
 * applicant in jsdom and in the browser.
 */
export const applicant = {
  email: 'grace@example.com',
  password: 'Northwind#2024',
  legalFirstName: 'Grace',
  legalMiddleName: 'Brewster',
  legalLastName: 'Hopper',
  phoneNumber: '9876543210',
  [employeeIdField]: 'NA',
} as const;

/**
 * What the form sends for the applicant's questions and checkboxes, as the tests answer them:
 * yes to relocating, no to the other questions, every box ticked but the privacy policy's.
 */
export const applicantAnswers = {
  relocate: 'yes',
  agreement: 'no',
  disability: 'no',
  checkBoxagreement: 'true',
  employmentStatus: 'no',
  notificationJob: 'true',
  agreeToPrivacyPolicy: 'false',
} as const;
