import { brand, employeeIdField } from './brand';
import { password, uploads } from './constants';
import { tooLongMessage } from './formTexts';
import { companyImage } from './media';
import type {
  ContentSection,
  FieldText,
  Hero,
  Image,
  Link,
  PageMeta,
  PasswordRule,
  TitledText,
} from './types';
import { pageMeta } from './pageMeta';

const { name } = brand;

export interface CareersPage extends PageMeta {
  hero: Hero;
  culture: ContentSection;
  fakeOfferWarning: ContentSection;
  apply: { title: string; text: string; links: readonly Link[] };
  equalOpportunity: ContentSection & { anchor: 'job' };
  promises: { title: string; items: readonly TitledText[] };
  life: { title: string; text: string; images: readonly Image[] };
}

export const careers: CareersPage = {
  description: pageMeta.careers.description,
  hero: {
    title: `Build your career at ${name}`,
    text: 'Real projects, patient mentors and a team that wants you to grow. Join us as an engineer, a designer, a trainer or an intern.',
    img: companyImage('careers', 'New team members being welcomed in the office'),
  },
  culture: {
    title: 'Our culture',
    paragraphs: [
      'We are a team of builders and teachers. Everyone here writes, designs or teaches something that real people use, and everyone is expected to explain their work to someone newer than them.',
      "We keep teams small, decisions close to the people doing the work and meetings short. We review each other's code and designs with care, celebrate launches together and talk openly about what went wrong so it does not happen twice.",
    ],
  },
  fakeOfferWarning: {
    title: 'Beware of fake job offers',
    paragraphs: [
      `${name} never asks candidates for money at any stage of recruitment: no registration fees, training deposits, equipment charges or "refundable" security amounts.`,
      `Genuine messages from us come only from e-mail addresses ending in @${brand.domain}, and every offer follows at least one interview with our team. If you receive a suspicious offer in our name, do not pay or share personal documents, and report it to ${brand.careersEmail}.`,
    ],
  },
  apply: {
    title: 'Apply now',
    text: 'Choose the kind of role you are looking for. The form takes about ten minutes; have your resume ready.',
    // D14: the two links tell the form which kind of application this is.
    links: [
      { label: 'Apply for a Job', href: '/apply?type=job' },
      { label: 'Apply for an Internship', href: '/apply?type=internship' },
    ],
  },
  equalOpportunity: {
    anchor: 'job',
    title: 'Equal opportunity employer',
    paragraphs: [
      `${name} is an equal opportunity employer. We consider every applicant on their skills, experience and potential, without regard to gender, caste, religion, region, marital status, disability, age, sexual orientation or any other characteristic protected by law.`,
      'If you need an adjustment to take part in our interviews, tell us in your application or write to us, and we will make it.',
    ],
  },
  promises: {
    title: 'What we promise you',
    items: [
      {
        title: 'Real work from week one',
        text: 'You will contribute to a live project, not spend months on dummy exercises.',
      },
      {
        title: 'A mentor who has time for you',
        text: 'Every new joiner is paired with an experienced colleague who reviews their work and helps them plan their growth.',
      },
      {
        title: 'Learning that is paid for',
        text: 'Certifications, courses and conference tickets are funded, and time for learning is part of the working week.',
      },
      {
        title: 'A fair, clear process',
        text: 'We reply to every application, explain each interview stage in advance and give feedback when we say no.',
      },
    ],
  },
  life: {
    title: `Life at ${name}`,
    text: 'Hackathons, knowledge-sharing Fridays, festival celebrations in both offices and the quiet satisfaction of a launch that goes smoothly.',
    images: [
      companyImage('life-1', 'Colleagues at a hackathon gathered around a laptop'),
      companyImage('life-2', 'The team celebrating a festival in the office'),
      companyImage('life-3', 'An engineer presenting at a Friday knowledge-sharing session'),
    ],
  },
};

/* ------------------------------------------------------------------------------------------
 * The application form (/apply).
 * ---------------------------------------------------------------------------------------- */

/** The payload's field names (the spec's contract, D14), in the form's order. */
export const applicationFieldNames = [
  'resume',
  'coverLetter',
  'email',
  'password',
  'legalFirstName',
  'legalMiddleName',
  'legalLastName',
  'countryCode',
  'phoneNumber',
  'relocate',
  'agreement',
  'disability',
  'checkBoxagreement',
  'employmentStatus',
  employeeIdField,
  'notificationJob',
  'agreeToPrivacyPolicy',
] as const;
export type ApplicationFieldName = (typeof applicationFieldNames)[number];

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
    hint: `Choose a password for your candidate account, ${password.minLength} to ${password.maxLength} characters.`,
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
} as const satisfies Record<ApplicationFieldName, FieldText>;

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

export const applicationForm = {
  description: pageMeta.apply.description,
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
  toasts: {
    success: 'Application Submitted Successfully',
    failure: 'Something Went Wrong, please try again later !',
  },
  // The page an application sent without script leads to once it is stored (D27).
  sent: {
    title: 'Application Submitted Successfully',
    text: 'Thank you for applying. We read every application and write to you at the email address you gave, whatever our answer.',
    links: [
      { label: 'Back to Careers', href: '/career' },
      { label: 'Back to the home page', href: '/' },
    ],
  },
} as const;
