import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { currentStorageSignal, withStorageSignal } from './abort';
import type {
  ApplicationFilesTable,
  ApplicationsTable,
  ContactMessagesTable,
  Database,
  OutboxTable,
} from './schema';
import { applicationMail, contactMail, type MailAddresses } from '../mail/messages';
import { outboxRows } from '../mail/outbox';
import { emailKey } from './emailKey';
import { writeBatches } from './writeBatch';

export type NewContactMessage = Omit<ContactMessagesTable, 'id' | 'created_at' | 'email_key'>;
/** Columns a stored application may leave empty: a general one, or no consent to alerts. */
type OptionalColumns = 'opening_id' | 'job_title' | 'notification_consent_text';
export type NewApplication = Omit<
  ApplicationsTable,
  'id' | 'created_at' | 'status' | 'email_key' | OptionalColumns
> &
  Partial<Pick<ApplicationsTable, OptionalColumns>>;
export type NewApplicationFile = Omit<ApplicationFilesTable, 'id' | 'application_id'>;

/** What staff may see of an application: everything but the password hash (and the address key). */
export type ApplicationRecord = Omit<ApplicationsTable, 'password_hash' | 'email_key'>;
export type ApplicationFileRecord = Omit<ApplicationFilesTable, 'content'>;

/** The one place that writes submissions. Each resolves only once the commit has returned (D18). */
export interface SubmissionStore {
  saveContactMessage: (message: NewContactMessage) => Promise<string>;
  saveApplication: (application: NewApplication, files: NewApplicationFile[]) => Promise<string>;
}

type Submission = { mail: OutboxTable[] } & (
  | { table: 'contact_messages'; row: ContactMessagesTable }
  | { table: 'applications'; row: ApplicationsTable; files: ApplicationFilesTable[] }
);

/** The e-mail a stored submission causes, written to the outbox in the same transaction. */
export interface SubmissionMail {
  addresses: MailAddresses;
  /** Called once the rows are committed, to wake the sender. */
  onStored: () => void;
}

/** A batch holds at most this many submissions… */
const maxBatchSubmissions = 128;
/**
 * …and stops growing at this many bytes of files. Large files gain little from sharing an fsync,
 * and SQLite writes synchronously: a bigger batch would hold every other request back longer.
 */
const maxBatchFileBytes = 4 * 1024 * 1024;

const fileBytes = (submission: Submission) =>
  submission.table === 'applications'
    ? submission.files.reduce((sum, file) => sum + file.content.byteLength, 0)
    : 0;

/** One statement per table, in arrival order; a transaction only when there is more than one. */
async function insertSubmissions(db: Kysely<Database>, submissions: readonly Submission[]) {
  const messages: ContactMessagesTable[] = [];
  const applications: ApplicationsTable[] = [];
  const files: ApplicationFilesTable[] = [];
  const mail: OutboxTable[] = [];
  for (const submission of submissions) {
    mail.push(...submission.mail);
    if (submission.table === 'contact_messages') messages.push(submission.row);
    else {
      applications.push(submission.row);
      files.push(...submission.files);
    }
  }
  if (applications.length === 0 && mail.length === 0) {
    // A single statement is atomic on its own.
    await db.insertInto('contact_messages').values(messages).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    if (messages.length > 0) await trx.insertInto('contact_messages').values(messages).execute();
    if (applications.length > 0)
      await trx.insertInto('applications').values(applications).execute();
    if (files.length > 0) await trx.insertInto('application_files').values(files).execute();
    // Mail is committed with what it is about, or not at all.
    if (mail.length > 0) await trx.insertInto('outbox').values(mail).execute();
  });
}

/**
 * Errors that one row can cause on its own: a constraint it breaks (SQLite), an integrity
 * constraint or a value the column cannot hold, such as a NUL in PostgreSQL text (SQLSTATE
 * classes 23 and 22).
 */
function isRowError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  if (/^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG)/.test(code)) return true;
  return /^2[23][0-9A-Z]{3}$/.test(code);
}

/**
 * Submissions that arrive together are committed together (see writeBatches): under load, one
 * fsync or commit for many of them, and still no answer before its own row is durable.
 */
export function submissionStore(
  db: Kysely<Database>,
  { concurrentWrites = 1, mail }: { concurrentWrites?: number; mail?: SubmissionMail } = {},
): SubmissionStore {
  const write = writeBatches<Submission>({
    concurrency: concurrentWrites,
    writeTogether: (submissions) => insertSubmissions(db, submissions),
    isItemError: isRowError,
    size: fileBytes,
    maxItems: maxBatchSubmissions,
    maxBytes: maxBatchFileBytes,
    callerSignal: currentStorageSignal,
    withSignal: withStorageSignal,
  });
  return {
    async saveContactMessage(message) {
      const row = {
        id: randomUUID(),
        created_at: new Date().toISOString(),
        ...message,
        email_key: emailKey(message.email),
      };
      const outbox = mail ? outboxRows(contactMail(row, mail.addresses)) : [];
      await write({ table: 'contact_messages', row, mail: outbox });
      if (outbox.length > 0) mail?.onStored();
      return row.id;
    },
    async saveApplication(application, files) {
      const id = randomUUID();
      const row: ApplicationsTable = {
        id,
        created_at: new Date().toISOString(),
        status: 'received',
        ...application,
        opening_id: application.opening_id ?? null,
        job_title: application.job_title ?? null,
        notification_consent_text: application.notification_consent_text ?? null,
        email_key: emailKey(application.email),
      };
      const fileRows = files.map((file) => ({ id: randomUUID(), application_id: id, ...file }));
      const outbox = mail ? outboxRows(applicationMail(row, fileRows, mail.addresses)) : [];
      await write({ table: 'applications', row, files: fileRows, mail: outbox });
      if (outbox.length > 0) mail?.onStored();
      return id;
    },
  };
}

export const applicationColumns = [
  'id',
  'created_at',
  'application_type',
  'email',
  'legal_first_name',
  'legal_middle_name',
  'legal_last_name',
  'country_code',
  'phone_number',
  'relocate',
  'agreement',
  'disability',
  'at_will_accepted',
  'previously_employed',
  'previous_employee_id',
  'notification_job',
  'notification_consent_text',
  'agree_to_privacy_policy',
  'status',
  'opening_id',
  'job_title',
] as const satisfies readonly (keyof ApplicationRecord)[];

const fileColumns = [
  'id',
  'application_id',
  'field',
  'original_name',
  'stored_name',
  'detected_mime',
  'size',
  'sha256',
] as const satisfies readonly (keyof ApplicationFileRecord)[];

export function listContactMessages(db: Kysely<Database>): Promise<ContactMessagesTable[]> {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function listApplications(db: Kysely<Database>): Promise<ApplicationRecord[]> {
  return db
    .selectFrom('applications')
    .select(applicationColumns)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Every application's files, or one application's, without their contents. */
export function listApplicationFiles(
  db: Kysely<Database>,
  applicationId?: string,
): Promise<ApplicationFileRecord[]> {
  let query = db.selectFrom('application_files');
  if (applicationId !== undefined) query = query.where('application_id', '=', applicationId);
  return query.select(fileColumns).orderBy('application_id').orderBy('field', 'desc').execute();
}

export function applicationFilesWithContent(
  db: Kysely<Database>,
  applicationId: string,
): Promise<ApplicationFilesTable[]> {
  return db
    .selectFrom('application_files')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('field', 'desc')
    .execute();
}
