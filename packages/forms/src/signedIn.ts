import type { OpeningAction, OpeningFormValues, OpeningStatus } from './opening';

/**
 * The signed-in screens: the staff inbox and the candidate's page. The server reads the
 * database, checks the session and hands the site's renderer one of these views; the page is
 * rendered from it for that request only, never prerendered and never cached.
 */

export const applicationStatusValues = [
  'received',
  'in_review',
  'interview',
  'offer',
  'not_selected',
  'withdrawn',
] as const;
export type ApplicationStatusValue = (typeof applicationStatusValues)[number];

/** The statuses staff move an application through; withdrawn is the candidate's own step. */
export const staffStatusValues = applicationStatusValues.filter(
  (status): status is Exclude<ApplicationStatusValue, 'withdrawn'> => status !== 'withdrawn',
);

export type ApplicationTypeValue = 'job' | 'internship';

/** A sign-in form shown again: the email typed and why it was refused. */
export interface SignInState {
  email: string;
  error?: string;
  /** Where to go once signed in (a path in the same area). */
  next?: string;
  /** A one-off message above the form, e.g. after signing out. */
  notice?: string;
}

export interface StaffSignInView {
  screen: 'staff-sign-in';
  form: SignInState;
}

/** What a staff member enrols as their second factor: the link's TOTP secret, three ways. */
export interface TotpEnrolment {
  /** Base32, in groups of four, to type into an app. */
  secret: string;
  /** The `otpauth://` address as a QR code, an SVG data URI. */
  qrCode: string;
  otpauthUri: string;
}

export interface StaffSetPasswordView {
  screen: 'staff-set-password';
  /** Empty when the link cannot be used: the page then says so instead of the form. */
  token: string;
  /** The account the link is for. */
  email?: string;
  enrolment?: TotpEnrolment;
  error?: string;
  /** The password is set and the second factor enrolled: the recovery codes, shown once. */
  done?: { recoveryCodes: string[] };
}

/** What every screen behind the staff sign-in knows. */
export interface StaffSession {
  email: string;
  csrfToken: string;
}

export interface InboxQuery {
  view: 'applications' | 'contacts';
  q: string;
  status: ApplicationStatusValue | '';
  type: ApplicationTypeValue | '';
  /** An opening's id, `general` for applications to none, or '' for all (issue 34). */
  opening: string;
  page: number;
}

/** How many applications the other filters find for each status and for each opening. */
export interface InboxCounts {
  statuses: Readonly<Record<ApplicationStatusValue, number>>;
  /** Every published or closed opening (drafts take no applications), newest first. */
  openings: readonly { id: string; title: string; count: number }[];
  general: number;
}

export interface InboxApplicationRow {
  id: string;
  submittedAt: string;
  name: string;
  email: string;
  type: ApplicationTypeValue;
  status: ApplicationStatusValue;
  /** The opening's title when it was sent, or null for a general application. */
  role: string | null;
}

export interface InboxContactRow {
  id: string;
  submittedAt: string;
  name: string;
  email: string;
  subject: string;
}

export interface StaffInboxView {
  screen: 'staff-inbox';
  session: StaffSession;
  query: InboxQuery;
  total: number;
  pageSize: number;
  applications: InboxApplicationRow[];
  contacts: InboxContactRow[];
  /** The applications view's counts; empty on the contacts view. */
  counts: InboxCounts;
}

export interface StaffNote {
  id: string;
  author: string;
  writtenAt: string;
  text: string;
}

export interface StoredFile {
  field: string;
  /** The name it downloads under: the applicant's name and the type found in its content. */
  name: string;
  /** The name the visitor gave it, shown as information only. */
  sentAs: string;
  size: number;
  type: string;
  /** Where staff download it: the API's file address. */
  href: string;
}

/** What came back from a form on a detail screen: done, or refused with the text kept. */
export interface DetailFeedback {
  saved?: 'status' | 'note';
  error?: string;
  /** The note's text, kept when it was refused. */
  note?: string;
}

export interface StaffApplicationView {
  screen: 'staff-application';
  session: StaffSession;
  application: {
    id: string;
    submittedAt: string;
    type: ApplicationTypeValue;
    status: ApplicationStatusValue;
    /** Label → value, in the order staff read them; no password hash. */
    details: Array<[string, string]>;
  };
  name: string;
  files: StoredFile[];
  notes: StaffNote[];
  feedback: DetailFeedback;
}

/** One of the signed-in member's sessions. */
export interface StaffSessionRow {
  createdAt: string;
  lastSeenAt: string;
  /** The session this page was asked for in. */
  current: boolean;
}

/** The member's own account: their sessions, their password. */
export interface StaffAccountView {
  screen: 'staff-account';
  session: StaffSession;
  sessions: StaffSessionRow[];
  feedback: { saved?: 'password' | 'sessions'; error?: string; form?: 'password' | 'sessions' };
}

export interface StaffContactView {
  screen: 'staff-contact';
  session: StaffSession;
  message: {
    id: string;
    submittedAt: string;
    name: string;
    email: string;
    phone: string;
    subject: string;
    message: string;
  };
  notes: StaffNote[];
  feedback: DetailFeedback;
}

export interface CandidateSignInView {
  screen: 'candidate-sign-in';
  form: SignInState;
}

export interface CandidateApplication {
  id: string;
  submittedAt: string;
  type: ApplicationTypeValue;
  status: ApplicationStatusValue;
  /** The opening's title when they applied, or null for a general application. */
  role: string | null;
  fileNames: string[];
}

/** After a sign-in link was asked for: the same page whoever owns the address. */
export interface CandidateLinkSentView {
  screen: 'candidate-link-sent';
  email: string;
}

/** A sign-in link opened: a button that uses it, or why it cannot be used. */
export interface CandidateLinkView {
  screen: 'candidate-link';
  token: string;
  valid: boolean;
}

export interface CandidateView {
  screen: 'candidate';
  email: string;
  /**
   * What the session opens (D31): every application of the address (signed in by a link sent to
   * it), or the applications whose password was given.
   */
  scope: 'address' | 'applications';
  csrfToken: string;
  applications: CandidateApplication[];
  /** What the last form did: an application withdrawn, or why a request was refused. */
  feedback: { withdrawn?: string; error?: string };
}

/** An opening in the staff's list. */
export interface StaffOpeningRow {
  id: string;
  title: string;
  type: ApplicationTypeValue;
  status: OpeningStatus;
  /** Published and its closing date not past: taking applications today. */
  open: boolean;
  closesOn: string;
  updatedAt: string;
}

export interface StaffOpeningsView {
  screen: 'staff-openings';
  session: StaffSession;
  openings: StaffOpeningRow[];
}

/** One change to an opening, for its history. */
export interface OpeningChangeRow {
  changedAt: string;
  author: string;
  action: OpeningAction;
}

/**
 * The screen to write a new opening (no `opening`) or one already written: its form with what
 * was saved or typed, the description as it will read, its history, and the buttons that
 * publish and close it.
 */
export interface StaffOpeningView {
  screen: 'staff-opening';
  session: StaffSession;
  opening?: {
    id: string;
    /** As saved: the form below may hold another, typed since. */
    title: string;
    status: OpeningStatus;
    open: boolean;
    /** The version the form was filled from: a save made on it after another is refused. */
    version: number;
    publishedAt: string | null;
    closedAt: string | null;
    /** How many of its applications are at each status: its pipeline. */
    pipeline: Readonly<Record<ApplicationStatusValue, number>>;
  };
  form: OpeningFormValues;
  /** Each field's message, when a save was refused. */
  errors: Record<string, string>;
  /** The description as the careers page shows it: sanitised HTML of its Markdown. */
  previewHtml: string;
  /**
   * When a post was made on an older version: the opening as it is saved now, to show beside
   * what was typed where the two differ.
   */
  savedNow?: OpeningFormValues;
  history: OpeningChangeRow[];
  feedback: {
    saved?: OpeningAction;
    error?: string;
  };
}

export type SignedInView =
  | StaffSignInView
  | StaffSetPasswordView
  | StaffInboxView
  | StaffApplicationView
  | StaffContactView
  | StaffAccountView
  | StaffOpeningsView
  | StaffOpeningView
  | CandidateSignInView
  | CandidateLinkSentView
  | CandidateLinkView
  | CandidateView;

export type SignedInScreen = SignedInView['screen'];
