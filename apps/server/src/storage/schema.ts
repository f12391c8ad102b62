import {
  applicationStatusValues,
  type ApplicationTypeValue,
  type EmploymentType,
  type OpeningAction,
  type OpeningStatus,
  type SalaryPeriod,
} from '@ngs/forms';

/**
 * The tables, typed once for both databases. Types are chosen to mean the same in SQLite and
 * PostgreSQL: ids are UUID text, times ISO 8601 UTC text (sortable as text), yes/no answers
 * text, booleans 0/1 integers, file contents BLOB/BYTEA.
 */
export interface ContactMessagesTable {
  id: string;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** `emailKey(email)`: how every look-up by address finds it. */
  email_key: string;
}

export type YesNo = 'yes' | 'no';
export type Flag = 0 | 1;

export interface ApplicationsTable {
  id: string;
  created_at: string;
  application_type: string;
  email: string;
  /** `emailKey(email)`: how every look-up by address finds it. */
  email_key: string;
  /** D17: an Argon2id PHC string (older rows: `scrypt$N$r$p$salt$hash`), never the password. */
  password_hash: string;
  legal_first_name: string;
  legal_middle_name: string;
  legal_last_name: string;
  /** ISO 3166 country of the dial code, e.g. IN. */
  country_code: string;
  phone_number: string;
  relocate: YesNo;
  agreement: YesNo;
  disability: YesNo;
  /** The at-will employment box (payload `checkBoxagreement`). */
  at_will_accepted: Flag;
  /** Previously employed by the group (payload `employmentStatus`). */
  previously_employed: YesNo;
  /** Payload field `{brand}ID` (D1): named for what it holds so a rebrand keeps the schema. */
  previous_employee_id: string;
  notification_job: Flag;
  /** The box's words when `notification_job` was ticked (older rows: null). */
  notification_consent_text: string | null;
  agree_to_privacy_policy: Flag;
  /** Where staff have moved it; new rows start at received. */
  status: ApplicationStatus;
  /** The opening it answers, and that opening's title when it was sent; null: general. */
  opening_id: string | null;
  job_title: string | null;
}

/** Written once with the screens that show them (`@ngs/forms`). */
export const applicationStatuses = applicationStatusValues;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const fileFields = ['resume', 'coverLetter'] as const;
export type FileField = (typeof fileFields)[number];

export interface ApplicationFilesTable {
  id: string;
  application_id: string;
  field: FileField;
  /** The visitor's name for the file, sanitised; metadata only. */
  original_name: string;
  /** `<id>.<detected extension>`: the only name ever used on disk. */
  stored_name: string;
  detected_mime: string;
  size: number;
  sha256: string;
  content: Buffer;
}

/**
 * PostgreSQL only (SQLite counts in memory): a rate-limit or upload-volume count per key.
 * bigint columns, which pg returns as strings.
 */
export interface RateCountersTable {
  /** What is counted and for whom, e.g. `contact 203.0.113.9` or `upload-bytes 2001:db8::/64`. */
  key: string;
  total: string | number;
  /** When the window ends, in milliseconds since the epoch by the database's clock. */
  ends_at: string | number;
}

/** One e-mail, from the transaction that caused it until the mail server has taken it. */
export interface OutboxTable {
  id: string;
  created_at: string;
  kind:
    | 'application-received'
    | 'new-contact-message'
    | 'new-application'
    | 'status-changed'
    | 'candidate-data-deleted'
    | 'candidate-sign-in-link'
    | 'job-alert-confirmation'
    | 'job-alert';
  subject_id: string;
  recipient: string;
  /**
   * `addressDigest(emailKey(recipient))`: deleting a person's data finds the mail to them by it,
   * also once a forgotten message has lost its recipient.
   */
  recipient_key: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  /**
   * A job alert's one-click unsubscribe address (RFC 8058), sent as its `List-Unsubscribe`
   * header; null for every other message.
   */
  unsubscribe_url: string | null;
}

export interface StaffUsersTable {
  id: string;
  /** `emailKey`: one account per address, however it is typed. */
  email: string;
  /** Null until the person has used their set-password link, and again after a reset. */
  password_hash: string | null;
  created_at: string;
  /** Set while the account is disabled: no sign-in, no session. */
  disabled_at: string | null;
  /** The second factor (RFC 6238, base32), enrolled through the set-password link. */
  totp_secret: string | null;
  /** The last time step whose code was accepted: a code works once. */
  totp_last_step: number | null;
}

/** A staff member's one-time recovery code, kept only as its SHA-256; used once, then deleted. */
export interface StaffRecoveryCodesTable {
  id: string;
  user_id: string;
}

/** `id` is the SHA-256 of the cookie's token, never the token. */
export interface StaffSessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** When a request last used it (to the minute): it ends after a while without use. */
  last_seen_at: string;
  csrf_token: string;
}

/** A one-time link to set a password; `id` is the SHA-256 of the link's token. */
export interface StaffPasswordLinksTable {
  id: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  /** The TOTP secret the person enrols with this link, shown on its page only. */
  totp_secret: string;
}

export interface StaffNotesTable {
  id: string;
  /** The contact message or application it is about. */
  subject_id: string;
  author_email: string;
  created_at: string;
  text: string;
}

/**
 * `id` is the SHA-256 of the cookie's token, never the token. What it opens (D31): with scope
 * `address`, every application of the address, proven by a link sent to it; with scope
 * `applications`, only those listed in candidate_session_applications, proven by their password.
 */
export interface CandidateSessionsTable {
  id: string;
  /** `emailKey` of the address signed in with. */
  email: string;
  scope: CandidateSessionScope;
  created_at: string;
  expires_at: string;
  /** When a request last used it (to the minute): it ends after a while without use. */
  last_seen_at: string;
  csrf_token: string;
}

export type CandidateSessionScope = 'address' | 'applications';

export interface CandidateSessionApplicationsTable {
  session_id: string;
  application_id: string;
}

/** A one-time sign-in link sent to an address; `id` is the SHA-256 of the link's token. */
export interface CandidateSignInLinksTable {
  id: string;
  email_key: string;
  created_at: string;
  expires_at: string;
}

/**
 * Sign-in attempts per key (an area and an address, known or not, or a trusted device), counted
 * before any password is checked.
 */
export interface SignInAttemptsTable {
  key: string;
  failures: number;
  locked_until: string | null;
  last_attempt_at: string;
}

/** A browser that signed in to `area` as an address: its attempts are counted on their own. */
export interface TrustedDevicesTable {
  id: string;
  area: 'staff' | 'candidate';
  /** `addressDigest` of the address key. */
  account_key: string;
  created_at: string;
  expires_at: string;
}

/** A job opening (issue 34); what each column holds is `@ngs/forms`' `OpeningFields`. */
export interface OpeningsTable {
  id: string;
  slug: string;
  status: OpeningStatus;
  title: string;
  opening_type: ApplicationTypeValue;
  team: string;
  /** The places in `openingLocations`' order, comma-separated. */
  locations: string;
  employment_type: EmploymentType;
  /** Markdown, as staff wrote it; rendered to sanitised HTML where it is shown. */
  description: string;
  salary_min: number | null;
  salary_max: number | null;
  salary_period: SalaryPeriod;
  /** The last day applications are taken, `YYYY-MM-DD`, in India's time. */
  closes_on: string;
  positions: number;
  created_at: string;
  updated_at: string;
  /** First published; kept when it is closed and opened again. */
  published_at: string | null;
  closed_at: string | null;
  version: number;
  /** When its job alerts were queued (once, the first time it is open); null: not yet. */
  alerts_queued_at: string | null;
}

/** One change to an opening: who made it, when, and the opening's fields after it, as JSON. */
export interface OpeningChangesTable {
  id: string;
  opening_id: string;
  changed_at: string;
  author_email: string;
  action: OpeningAction;
  fields: string;
}

/**
 * An address that asked for job alerts on the careers page (D41). Applicants who ticked
 * `notificationJob` are not copied here: their application is their consent, and goes with it.
 */
export interface JobAlertSubscriptionsTable {
  id: string;
  /** As its owner typed it: where the alerts go. */
  email: string;
  /** `emailKey(email)`: one subscription per address. */
  email_key: string;
  /** The consent box's words as the visitor read them, and when they ticked it. */
  consent_text: string;
  consented_at: string;
  /** Set once the link sent to the address is used; no alert goes before. */
  confirmed_at: string | null;
  /**
   * The SHA-256 of the confirmation mail's token, never the token: it confirms until
   * `confirm_expires_at`, and stops the alerts (the mail's other link) for as long as they last.
   */
  confirm_token_id: string | null;
  confirm_expires_at: string | null;
}

/** One job alert queued: an opening announced to an address, at most once. */
export interface JobAlertDeliveriesTable {
  id: string;
  opening_id: string;
  /** `emailKey` of the address it went to. */
  email_key: string;
  /** The SHA-256 of the alert's unsubscribe token, never the token. */
  token_id: string;
  created_at: string;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  applications: ApplicationsTable;
  application_files: ApplicationFilesTable;
  rate_counters: RateCountersTable;
  outbox: OutboxTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_password_links: StaffPasswordLinksTable;
  staff_notes: StaffNotesTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  candidate_sessions: CandidateSessionsTable;
  candidate_session_applications: CandidateSessionApplicationsTable;
  candidate_sign_in_links: CandidateSignInLinksTable;
  sign_in_attempts: SignInAttemptsTable;
  trusted_devices: TrustedDevicesTable;
  openings: OpeningsTable;
  opening_changes: OpeningChangesTable;
  job_alert_subscriptions: JobAlertSubscriptionsTable;
  job_alert_deliveries: JobAlertDeliveriesTable;
}
