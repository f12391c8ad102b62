import { brand, employeeIdField } from './brand';
import { password, uploads } from './constants';
import { tooLongMessage } from './formTexts';
import type { FieldText, PasswordRule } from './types';

// Apart from the careers page's texts, so that /apply loads only what its form says.

const { name } = brand;

export const passwordRules: readonly PasswordRule[] = [
  { id: 'minLength', label: `At least ${password.minLength} characters` },
  { id: 'maxLength', label: `No more than ${password.maxLength} characters` },
  { id: 'mixedCase', label: 'Both a lowercase and an uppercase letter' },
  {
    id: 'digitOrSpecial',
    label: `A number or one of these characters: ${password.specialCharacters}`,
  },
  { id: 'noWhitespace', label: 'No spaces' },
];

const applicationFields = {
  resume: { label: 'Resume' },
  coverLetter: { label: 'Cover Letter', optional: true },
  email: { label: 'Email', placeholder: 'name@example.com' },
  password: {
    label: 'Password',
    hint: `For your applications page, where you follow, withdraw or delete your application: ${password.minLength} to ${password.maxLength} characters.`,
  },
  legalFirstName: { label: 'First Name' },
  legalMiddleName: { label: 'Middle Name', optional: true },
  legalLastName: { label: 'Last Name' },
  countryCode: { label: 'Country Code' },
  phoneNumber: { label: 'Phone Number' },
  relocate: { label: 'Are you willing to relocate?' },
  agreement: {
    label:
      'Are you bound by any agreement, such as a non-compete or a notice period, that would prevent you from joining us or performing this job?',
  },
  disability: {
    label: 'Do you have a disability for which you may need adjustments?',
    hint: 'Your answer is used only to arrange adjustments during recruitment and work.',
  },
  checkBoxagreement: {
    label: `I understand that employment with ${name} is at will and that this application does not create a contract of employment.`,
  },
  employmentStatus: {
    label: `Have you previously been employed by ${name} or any company in its group?`,
  },
  [employeeIdField]: {
    label: `Previous ${name} Employee ID`,
    hint: 'Enter NA if not applicable.',
  },
  notificationJob: {
    label: 'Email me about new job postings that match my profile.',
    optional: true,
  },
  agreeToPrivacyPolicy: {
    label: `I agree to receive communications about ${name} events and webinars.`,
    optional: true,
  },
} as const satisfies Record<string, FieldText>;

export type ApplicationFieldName = keyof typeof applicationFields;

/** The payload's field names (the spec's contract, D14), in the form's order: the texts' keys. */
export const applicationFieldNames = Object.keys(
  applicationFields,
) as readonly ApplicationFieldName[];

/** The longest value each text field takes, in characters: the form's rules and messages share it. */
const applicationMaxLengths = {
  email: 254,
  legalFirstName: 120,
  legalMiddleName: 120,
  legalLastName: 120,
  phoneNumber: 20,
  [employeeIdField]: 40,
} as const;

const tooLong = (field: keyof typeof applicationMaxLengths) =>
  tooLongMessage(applicationFields[field].label, applicationMaxLengths[field]);

const toasts = {
  success: 'Application Submitted Successfully',
  failure: 'Something Went Wrong, please try again later !',
} as const;

export const applicationForm = {
  title: 'Application Form',
  intro: 'All fields are required unless marked optional.',
  applicationType: {
    legend: 'I am applying for',
    options: [
      { value: 'job', label: 'A job' },
      { value: 'internship', label: 'An internship' },
    ],
  },
  fields: applicationFields,
  yesNo: [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ],
  file: {
    note: `Accepted formats: ${uploads.acceptedDescription}, up to ${uploads.maxBytes / (1024 * 1024)} MB each. MSG, PPT and XLS files are not accepted.`,
  },
  countryCodePlaceholder: 'Select a country code',
  passwordChecklistTitle: 'Your password must have:',
  passwordRuleMet: 'met',
  passwordRuleNotMet: 'not met',
  privacyStatement: {
    title: 'Privacy statement',
    paragraphs: [
      `${name} uses the information in this application only to assess you for this and similar roles, and to contact you about your application. We keep it for up to two years unless you ask us to delete it sooner.`,
      'Your password is stored only as a secure one-way hash and is never visible to our staff.',
    ],
    link: { label: 'Read our privacy policy', href: '/privacypolicy' },
  },
  /** Sent from an opening's page (issue 34): which role it is for. */
  opening: {
    label: 'You are applying for',
    closed:
      'This role closed to applications before your application was sent. Send it again as a general application below, or choose another open role.',
    closedAlready:
      'This role no longer takes applications. You can send a general application below, or choose another open role.',
    openRoles: 'See the open roles',
  },
  submitLabel: 'Apply',
  submittingLabel: 'Submitting…',
  errorSummaryTitle: 'There is a problem with your application',
  messages: {
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    passwordRequired: 'Password is required',
    passwordCriteria: 'Password does not meet the required criteria',
    firstNameRequired: 'First Name is required',
    lastNameRequired: 'Last Name is required',
    codeRequired: 'Code is required',
    phoneRequired: 'Phone Number is required',
    // D16: the number is checked against the chosen country.
    phoneInvalid: 'Phone Number is not valid for the selected country',
    selectionRequired: 'Selection is required',
    resumeRequired: 'Resume is required',
    fileType: 'Only DOCX, PDF, image or plain-text files are accepted',
    fileSize: 'Files must be 5 MB or smaller',
    fileEmpty: 'The selected file is empty',
  },
  maxLengths: applicationMaxLengths,
  // An over-long value is named in its field's words; an over-long address is simply invalid
  // and an over-long password breaks the criteria the checklist shows.
  tooLongMessages: {
    legalFirstName: tooLong('legalFirstName'),
    legalMiddleName: tooLong('legalMiddleName'),
    legalLastName: tooLong('legalLastName'),
    phoneNumber: tooLong('phoneNumber'),
    [employeeIdField]: tooLong(employeeIdField),
  },
  toasts,
  // The page an application sent without script leads to once it is stored (D27), headed with the
  // words the success toast says when script sends it.
  sent: {
    title: toasts.success,
    text: 'Thank you for applying. We read every application and write to you at the email address you gave, whatever our answer.',
    links: [
      { label: 'Back to Careers', href: '/career' },
      { label: 'Back to the home page', href: '/' },
    ],
  },
} as const;
