import { applicationStatusValues } from '@ngs/forms';

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
}

export type YesNo = 'yes' | 'no';
export type Flag = 0 | 1;

export interface ApplicationsTable {
  id: string;
  created_at: string;
  application_type: string;
  email: string;
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
  agree_to_privacy_policy: Flag;
  /** Where staff have moved it; new rows start at received. */
  status: ApplicationStatus;
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
    | 'candidate-data-deleted';
  subject_id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
}

export interface StaffUsersTable {
  id: string;
  /** Lower case: one account per address, however it is typed. */
  email: string;
  password_hash: string | null;
  created_at: string;
  failed_sign_ins: number;
  locked_until: string | null;
}

/** `id` is the SHA-256 of the cookie's token, never the token. */
export interface StaffSessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  csrf_token: string;
}

/** A one-time link to set a password; `id` is the SHA-256 of the link's token. */
export interface StaffPasswordLinksTable {
  id: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffNotesTable {
  id: string;
  /** The contact message or application it is about. */
  subject_id: string;
  author_email: string;
  created_at: string;
  text: string;
}

/** `id` is the SHA-256 of the cookie's token, never the token. */
export interface CandidateSessionsTable {
  id: string;
  /** ASCII letters lowered (`candidateEmail`): the address's, whichever password opened it. */
  email: string;
  created_at: string;
  expires_at: string;
  csrf_token: string;
}

/** Failed candidate sign-ins per address (as `candidateEmail` keeps it), known or not. */
export interface CandidateSignInLocksTable {
  email: string;
  failed_sign_ins: number;
  locked_until: string | null;
  last_failed_at: string;
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
  candidate_sessions: CandidateSessionsTable;
  candidate_sign_in_locks: CandidateSignInLocksTable;
}
