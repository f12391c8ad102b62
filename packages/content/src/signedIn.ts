import { brand } from './brand';
import { mail } from './mail';

/** The screens behind a sign-in: every word the staff inbox and the candidate page show. */

// The same words as the status e-mails, so the page and the mail never disagree.
const statuses = mail.statuses;

const applicationTypes = { job: 'Job', internship: 'Internship' } as const;

/** What both sign-in forms say. */
const signInForm = {
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  errorTitle: 'There is a problem',
};

export const staffArea = {
  areaName: 'Staff inbox',
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: 'Sign out',
  signedOut: 'You have signed out.',
  signIn: {
    title: 'Staff sign-in',
    text: 'Sign in with the email and password of your staff account.',
    ...signInForm,
    required: 'Enter your email and password.',
  },
  setPassword: {
    title: 'Set your password',
    text: 'Choose the password for your staff account. The link works once and for 24 hours.',
    password: 'New password',
    submit: 'Set password',
    done: 'Your password is set. You can sign in now.',
    signInLink: 'Go to the sign-in',
  },
  inbox: {
    title: 'Inbox',
    views: { applications: 'Applications', contacts: 'Contact messages' },
    viewsLabel: 'What to list',
    filters: {
      legend: 'Find',
      search: 'Search',
      searchHint: 'Names, email addresses, subjects and messages.',
      status: 'Status',
      type: 'Type',
      any: 'Any',
      apply: 'Show',
      clear: 'Clear',
    },
    columns: {
      submitted: 'Submitted',
      name: 'Name',
      email: 'Email',
      type: 'Type',
      status: 'Status',
      subject: 'Subject',
    },
    caption: (shown: string, total: number) =>
      `${shown}: ${total} ${total === 1 ? 'result' : 'results'}`,
    empty: 'Nothing matches. Change the search or the filters.',
    pages: {
      label: 'Pages',
      previous: 'Previous page',
      next: 'Next page',
      position: (page: number, pages: number) => `Page ${page} of ${pages}`,
    },
    export: {
      applications: 'Download applications (CSV)',
      contacts: 'Download contact messages (CSV)',
    },
  },
  detail: {
    back: 'Back to the inbox',
    applicationTitle: (name: string) => `Application from ${name}`,
    contactTitle: (name: string) => `Message from ${name}`,
    submitted: 'Submitted',
    files: 'Files',
    noFiles: 'No files.',
    download: (name: string) => `Download ${name}`,
    status: {
      legend: 'Status',
      label: 'Move to',
      submit: 'Save status',
      invalid: 'Choose a status from the list.',
      saved: 'Status saved. The candidate has been told by e-mail.',
      withdrawn: 'The candidate withdrew this application; its status can no longer change.',
    },
    notes: {
      title: 'Internal notes',
      text: 'Only staff see these notes.',
      none: 'No notes yet.',
      label: 'New note',
      submit: 'Add note',
      saved: 'Note added.',
      empty: 'Write the note first.',
      tooLong: 'A note must be 5,000 characters or fewer.',
      by: (author: string, when: string) => `${author}, ${when}`,
    },
    contactFields: { email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message' },
  },
  statuses,
  applicationTypes,
} as const;

export const candidateArea = {
  signIn: {
    title: 'Your applications',
    text: 'Sign in with the email address and the password you chose when you applied. If you applied more than once with the same email, the password of any of those applications works.',
    ...signInForm,
    required: 'Enter your email and password.',
    deleted:
      'All your data has been deleted: your applications, their files and any e-mail we had not yet sent. We have sent a confirmation to your email address.',
  },
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: 'Sign out',
  signedOut: 'You have signed out.',
  list: {
    title: 'Your applications',
    none: 'You have no applications with us.',
    applied: 'Applied on',
    type: 'Type',
    status: 'Status',
    files: 'Files',
    noFiles: 'No files',
    heading: (type: string, date: string) => `${type} application, ${date}`,
  },
  withdraw: {
    button: 'Withdraw this application',
    confirm: 'I want to withdraw this application',
    done: 'Your application has been withdrawn. We will not consider it any further.',
    explain: 'Withdrawing stops the process for this application. You cannot undo it.',
    notConfirmed: 'Tick the box to confirm that you want to withdraw this application.',
    notFound: 'That application is not one of yours, or it has been deleted.',
  },
  deleteAll: {
    title: 'Delete all your data',
    text: `This deletes every application you sent with this email address, their files and any e-mail we have not sent yet. ${brand.name} keeps nothing about you afterwards but the e-mails already sent to you, whose text is erased within 30 days of sending, and the confirmation that it was done. You cannot undo it.`,
    confirm: 'I understand that everything will be deleted',
    button: 'Delete all my data',
    notConfirmed: 'Tick the box to confirm that you want to delete everything.',
  },
  statuses,
  applicationTypes,
  /** Shown on the careers page, where candidates look for it. */
  careersLink: { text: 'Already applied? See your applications', href: '/candidate' },
} as const;

export type StaffAreaTexts = typeof staffArea;
export type CandidateAreaTexts = typeof candidateArea;
