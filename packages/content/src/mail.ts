import { brand } from './brand';

/** A value the server fills in, e.g. `{name}`: the words around it stay here. */
type Filled<Keys extends string> = (values: Record<Keys, string>) => string;

export interface MailTexts {
  /** The sender's display name on every message. */
  fromName: string;
  /** The closing line above the signature, and the signature. */
  signOff: string;
  signature: string;
  /** To the applicant, once their application is stored. */
  applicationReceived: {
    subject: Filled<'type'>;
    greeting: Filled<'name'>;
    body: Filled<'type'>;
    filesHeading: string;
    noFiles: string;
    next: string;
    deletion: string;
  };
  /** To the staff, for each new contact message. */
  newContactMessage: {
    subject: Filled<'name' | 'subject'>;
    intro: string;
    labels: { name: string; email: string; phone: string; subject: string; message: string };
  };
  /** To the staff, for each new application. */
  newApplication: {
    subject: Filled<'type' | 'name'>;
    intro: string;
    labels: { name: string; email: string; type: string; files: string; reference: string };
  };
  /** To the applicant, when staff change their application's status. */
  statusChanged: {
    subject: Filled<'status'>;
    greeting: Filled<'name'>;
    body: Filled<'type' | 'status'>;
  };
  /** What each application type is called in a sentence. */
  applicationTypes: Record<'job' | 'internship', string>;
  /** Each application status, as the applicant reads it. */
  statuses: Record<
    'received' | 'in_review' | 'interview' | 'offer' | 'not_selected' | 'withdrawn',
    string
  >;
  /** Shown when a text field was left empty. */
  notGiven: string;
}

export const mail: MailTexts = {
  fromName: `${brand.name} Careers`,
  signOff: 'Kind regards,',
  signature: `The ${brand.name} team`,
  applicationReceived: {
    subject: ({ type }) => `We have received your application for ${type}`,
    greeting: ({ name }) => `Dear ${name},`,
    body: ({ type }) =>
      `Thank you for applying to ${brand.name} for ${type}. Your application and the files below are stored safely, and our recruitment team will read it.`,
    filesHeading: 'Files you sent',
    noFiles: 'No files.',
    next: 'We will write to this address each time the status of your application changes.',
    deletion: `We keep your application for up to two years. To have it deleted sooner, write to ${brand.email}.`,
  },
  newContactMessage: {
    subject: ({ name, subject }) => `New contact message from ${name}: ${subject}`,
    intro: 'A visitor sent this message through the contact form.',
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
    },
  },
  newApplication: {
    subject: ({ type, name }) => `New application for ${type} from ${name}`,
    intro: 'A candidate applied through the careers page.',
    labels: {
      name: 'Name',
      email: 'Email',
      type: 'Applied for',
      files: 'Files',
      reference: 'Reference',
    },
  },
  statusChanged: {
    subject: ({ status }) => `Your application: ${status}`,
    greeting: ({ name }) => `Dear ${name},`,
    body: ({ type, status }) => `The status of your application for ${type} is now: ${status}.`,
  },
  applicationTypes: { job: 'a job', internship: 'an internship' },
  statuses: {
    received: 'Received',
    in_review: 'In review',
    interview: 'Interview',
    offer: 'Offer',
    not_selected: 'Not selected',
    withdrawn: 'Withdrawn',
  },
  notGiven: '(not given)',
};
