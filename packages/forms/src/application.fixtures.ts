import { employeeIdField } from '@ngs/content';

/** A complete, valid application's fields, as a browser posts them: the tests change one at a time. */
export const validApplication = {
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
