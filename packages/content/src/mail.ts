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
    /** What the password chosen in the form is for, above the link to the candidate page. */
    account: string;
    /** The link's words; the address follows them in the plain text. */
    candidatePageLink: string;
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
  /** To the candidate, once they have deleted all their data from their candidate page. */
  candidateDataDeleted: {
    subject: string;
    /** No name: it was deleted with the rest. */
    greeting: string;
    body: (values: { count: number }) => string;
    signIn: string;
    notYou: string;
  };
  /** To an address that asked for a sign-in link to its applications page. */
  candidateSignInLink: {
    subject: string;
    greeting: string;
    body: string;
    /** The link's words; the address follows them in the plain text. */
    link: string;
    expiry: string;
    notYou: string;
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
    account:
      'The password you chose in the form opens this application on your applications page: sign in there with this email address and that password to see its status, withdraw it or delete it. To see every application you have sent from this address, ask on that page for a sign-in link by e-mail.',
    candidatePageLink: 'Your applications page',
    deletion: `We keep your application for up to two years. To have it deleted sooner, use your applications page or write to ${brand.email}.`,
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
  candidateDataDeleted: {
    subject: 'Your data has been deleted',
    greeting: 'Hello,',
    body: ({ count }) =>
      `As you asked on your applications page, we have deleted ${count === 1 ? 'the application' : `the ${count} applications`} you had opened there, with their files, our notes and every e-mail about ${count === 1 ? 'it' : 'them'}, sent or not.`,
    signIn:
      'You can no longer sign in with the password of a deleted application. Should you apply again, you will choose a new password in the form.',
    notYou: `If you did not ask for this, write to ${brand.email}.`,
  },
  candidateSignInLink: {
    subject: `Your sign-in link to your ${brand.name} applications`,
    greeting: 'Hello,',
    body: 'Someone, probably you, asked for a link to sign in to the applications page with this email address. The link shows every application sent from this address, and lets you withdraw them or delete all your data with us.',
    link: 'Sign in to your applications page',
    expiry: 'The link works once, within 10 minutes.',
    notYou: 'If you did not ask for it, ignore this e-mail: nothing happens without the link.',
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
