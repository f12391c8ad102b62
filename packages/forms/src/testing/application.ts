import { applicationForm, employeeIdField } from '@ngs/content';

const { messages } = applicationForm;

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

/** What each required text field of an empty application is told (spec section 5). */
export const emptyApplicationMessages = {
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
};
