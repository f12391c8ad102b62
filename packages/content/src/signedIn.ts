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
  accountLink: 'Your account',
  /** How an authenticator app names the staff accounts it holds. */
  authenticatorIssuer: `${brand.name} staff`,
  signOut: 'Sign out',
  signedOut: 'You have signed out.',
  signIn: {
    title: 'Staff sign-in',
    text: 'Sign in with the email and password of your staff account and the code from your authenticator app.',
    ...signInForm,
    code: 'Authentication code',
    codeHint: 'The 6-digit code your authenticator app shows now, or one of your recovery codes.',
    required: 'Enter your email, password and authentication code.',
    refused: 'Wrong email, password or code.',
  },
  setPassword: {
    title: 'Set your password',
    text: 'Choose the password for your staff account and set up its second step. The link works once and for 24 hours.',
    account: (email: string) => `Account: ${email}`,
    password: 'New password',
    passwordHint:
      'At least 15 characters; a phrase of several words works well. Any characters, spaces included. Common or easily guessed passwords are refused.',
    enrolTitle: 'Second step: your authenticator app',
    enrolText:
      'Scan this QR code with an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator or 1Password), or type the key below into it. Then enter the 6-digit code it shows.',
    qrAlt: 'QR code of the key for your authenticator app',
    openInApp: 'Or add it to an authenticator app on this device',
    secret: 'Key to type into the app',
    code: 'Code from the app',
    submit: 'Set password',
    done: 'Your password is set and your authenticator app is ready. You can sign in now.',
    recoveryTitle: 'Your recovery codes',
    recoveryText:
      'Keep these codes somewhere safe, away from your phone. Each one signs you in once in place of a code from the app, if you lose it. They are shown only now.',
    signInLink: 'Go to the sign-in',
    invalidTitle: 'This link cannot be used',
    errors: {
      'too-short': 'Use at least 15 characters. A phrase of several words is easy to remember.',
      'too-long': 'Use no more than 256 characters.',
      'too-guessable':
        'This password is too common or too easy to guess. Try a longer phrase of unrelated words.',
      wrongCode: `The code from the app is not right. Check that the app shows the ${brand.name} staff account and enter its current code.`,
    },
  },
  account: {
    title: 'Your staff account',
    sessions: {
      title: 'Where you are signed in',
      text: 'Each sign-in lasts at most 8 hours, and ends after 30 minutes without use.',
      started: 'Signed in',
      lastUsed: 'Last used',
      current: 'This browser',
      other: 'Another browser',
      endOthers: 'Sign out everywhere else',
      saved: 'Every other session has ended.',
    },
    password: {
      title: 'Change your password',
      current: 'Current password',
      next: 'New password',
      submit: 'Change password',
      saved: 'Your password has changed. Every other session has ended.',
    },
    wrongPassword: 'That is not your current password.',
    locked: (minutes: string) => `Too many wrong passwords. Try again in ${minutes}.`,
    secondFactor:
      'To set up your authenticator app again, or if you have lost it and your recovery codes, ask an administrator to reset your account.',
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
      opening: 'Opening',
      general: 'General applications',
      any: 'Any',
      apply: 'Show',
      clear: 'Clear',
    },
    columns: {
      submitted: 'Submitted',
      name: 'Name',
      email: 'Email',
      type: 'Type',
      role: 'Role',
      status: 'Status',
      subject: 'Subject',
    },
    /** A general application's role: it answers no opening. */
    generalRole: 'General',
    /** A choice of a filter with how many it would list, e.g. "Interview (2)". */
    counted: (label: string, count: number) => `${label} (${count})`,
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
    sentAs: (name: string) => `sent as “${name}”`,
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
  /** The staff area's own links, at the top of every screen. */
  nav: { label: 'Staff area', inbox: 'Inbox', openings: 'Openings' },
  openings: {
    title: 'Openings',
    text: 'The roles on the careers page. A draft is seen only here. Publish it to list it on the careers page, with a page of its own, until its closing date.',
    create: 'New opening',
    empty: 'No openings yet.',
    caption: 'Every opening, the last changed first',
    columns: {
      title: 'Title',
      type: 'Type',
      status: 'Status',
      closesOn: 'Closes',
      updatedAt: 'Last changed',
    },
    /** Published, but its closing date has passed: no longer listed. */
    expired: 'Closing date passed',
  },
  opening: {
    back: 'Back to the openings',
    newTitle: 'New opening',
    editTitle: (title: string) => `Opening: ${title}`,
    status: 'Status',
    formTitle: 'What the opening says',
    saveNew: 'Save as draft',
    save: 'Save changes',
    previewButton: 'Preview the description',
    publish: 'Publish',
    publishAgain: 'Publish again',
    close: 'Close to applications',
    publishText:
      'Publishing saves what is typed above and opens the opening to applications until its closing date.',
    closeText: 'Closing saves what is typed above and stops it taking applications.',
    preview: {
      title: 'The description as it will read',
      empty: 'Write the description to see it here.',
    },
    history: {
      title: 'History',
      by: (author: string, when: string) => `${author}, ${when}`,
    },
    saved: {
      created: 'Draft saved. Only staff see it until you publish it.',
      edited: 'Changes saved.',
      published: 'Published: it takes applications until its closing date.',
      closed: 'Closed: it takes no more applications.',
    },
    stale:
      'Someone else changed this opening after you opened it: its history says who and when. Nothing was saved. What you typed is kept in the form, and what is saved now is shown beside it where the two differ. Save again to replace their version with yours.',
    savedNow: {
      title: 'Saved now',
      text: 'Where the saved opening differs from what you typed:',
      same: 'Only its status or history changed; the text is the same as yours.',
      none: '(empty)',
    },
    pipeline: {
      title: 'Applications',
      text: 'How many applications for this opening are at each status. Each number lists them in the inbox.',
    },
    closingDatePassed:
      'Its closing date has passed. Set a later one and save the changes before publishing.',
    errorTitle: 'There is a problem',
  },
  statuses,
  applicationTypes,
} as const;

export const candidateArea = {
  signIn: {
    title: 'Your applications',
    text: 'Sign in with the email address and the password you chose when you applied. The password opens the application it was chosen for (and any other you sent with the same password), never another one sent with your email address.',
    ...signInForm,
    required: 'Enter your email and password.',
    refused: 'Wrong email or password.',
    deleted:
      'Your data has been deleted: your applications, their files and every e-mail about them. We have sent a confirmation to your email address.',
  },
  link: {
    title: 'Every application from your email address',
    text: 'To see every application you sent from one email address, and to delete everything we hold about that address, get a sign-in link by e-mail. It proves that the address is yours.',
    email: 'Email address for the link',
    submit: 'Email me a sign-in link',
    required: 'Enter your email address.',
    sentTitle: 'Check your e-mail',
    sent: (email: string) =>
      `If we hold anything sent from ${email}, we have sent a sign-in link to that address. It works once, within 10 minutes. It can take a few minutes to arrive; look in your spam folder too.`,
    openTitle: 'Sign in with your link',
    openText: 'Use this link to see every application sent from your email address.',
    openSubmit: 'Sign in',
    invalid: 'This link has been used or has expired. Ask for a new one on the sign-in page.',
    back: 'Back to the sign-in',
  },
  signedInAs: (email: string) => `Signed in as ${email}`,
  /** Names the × of the confirmation dialogs. */
  closeDialog: 'Close',
  signOut: 'Sign out',
  signedOut: 'You have signed out.',
  list: {
    title: 'Your applications',
    none: 'You have no applications with us.',
    applied: 'Applied on',
    type: 'Type',
    role: 'Role',
    generalRole: 'General application, not for one opening',
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
    dialogTitle: 'Withdraw this application?',
    submit: 'Yes, withdraw it',
    cancel: 'No, keep it',
  },
  scope: {
    applications:
      'You signed in with the password of an application: you see that application, and any other you sent with the same password. To see every application from your email address, sign out and ask for a sign-in link by e-mail.',
    address:
      'You signed in with a link sent to your email address: you see every application sent from it.',
  },
  deleteAll: {
    title: 'Delete all your data',
    text: `This deletes the applications listed here, their files, our notes and every e-mail about them, sent or not. Signed in with a link, it also deletes every contact message sent from your email address. ${brand.name} keeps nothing about you afterwards: the confirmation we send you is erased once it has gone. You cannot undo it.`,
    confirm: 'I understand that everything will be deleted',
    button: 'Delete all my data',
    notConfirmed: 'Tick the box to confirm that you want to delete everything.',
    dialogTitle: 'Delete all your data?',
    submit: 'Yes, delete everything',
    cancel: 'No, keep my data',
  },
  statuses,
  applicationTypes,
  /** Shown on the careers page, where candidates look for it. */
  careersLink: { text: 'Already applied? See your applications', href: '/candidate' },
} as const;

export type StaffAreaTexts = typeof staffArea;
export type CandidateAreaTexts = typeof candidateArea;
