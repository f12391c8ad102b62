// What the form-endpoint suites share: a server of their own on each database (PostgreSQL when the
// withPostgres script provides one), what staff see of the stored rows, and the refused inputs.
import { applicationForm as texts, employeeIdField } from '@ngs/content';
import { fileMessages } from '@ngs/forms';
import { describe, expect } from 'vitest';
import { compoundFile, docxBomb, exe, plainZip } from './files';
import { postgresUrl, serverForSuite, staffJson, type Backend, type SuiteServer } from './harness';
import { postApplication, postContact, upload, type ApplicationPost } from './payloads';

const { messages } = texts;
export const siteOrigin = 'https://www.ngs.example';

interface StaffFile {
  field: string;
  original_name: string;
  stored_name: string;
  detected_mime: string;
  size: number;
  sha256: string;
}
type StaffApplication = Record<string, unknown> & { id: string; files: StaffFile[] };
type StaffContact = Record<string, unknown> & { id: string };

export interface FormEndpoints {
  suite: SuiteServer;
  kind: Backend['kind'];
  /** The applications as `staff list applications` shows them. */
  applications: () => Promise<StaffApplication[]>;
  /** The contact messages as `staff list contacts` shows them. */
  contacts: () => Promise<StaffContact[]>;
  /** {@link postContact} to this suite's server. */
  sendContact: (message?: unknown, headers?: Record<string, string>) => Posted;
  /** {@link postApplication} to this suite's server. */
  sendApplication: (application?: ApplicationPost) => Posted;
}

type Posted = ReturnType<typeof postContact>;

/** `the form endpoints on <kind>` for SQLite and PostgreSQL, each with its own server. */
export function describeFormEndpoints(tests: (endpoints: FormEndpoints) => void): void {
  for (const kind of ['sqlite', 'postgres'] as const) {
    describe.skipIf(kind === 'postgres' && !postgresUrl)(`the form endpoints on ${kind}`, () => {
      const suite = serverForSuite(kind, { SITE_ORIGINS: siteOrigin });
      const applications = () =>
        staffJson<StaffApplication[]>(['list', 'applications'], suite.backend.env);
      const contacts = () => staffJson<StaffContact[]>(['list', 'contacts'], suite.backend.env);
      tests({
        suite,
        kind,
        applications,
        contacts,
        sendContact: (message, headers) => postContact(suite.server.origin, message, headers),
        sendApplication: (application) => postApplication(suite.server.origin, application),
      });
    });
  }
}

/** What is wrong, the fields sent with it, and the field errors the server must answer. */
type FieldsCase = [string, Record<string, string>, Record<string, unknown>];

/** One field sent as `value`, and the error the server must name it with. */
const breaking = (what: string, field: string, value: string, error: unknown): FieldsCase => [
  what,
  { [field]: value },
  { [field]: error },
];
const weakPassword = (what: string, password: string) =>
  breaking(what, 'password', password, messages.passwordCriteria);

/** Application fields that break one rule each. */
export const invalidApplicationFields: FieldsCase[] = [
  breaking('an invalid email', 'email', 'asha@rao', messages.emailInvalid),
  weakPassword('a short password', 'Ab1'),
  weakPassword('a password of 19 characters', 'Abcdefghijklmnopq1!'),
  weakPassword('a password without upper case', 'secret#2026'),
  weakPassword('a password without digit or special', 'SecretWord'),
  weakPassword('a password with a space', 'Secret 2026'),
  breaking('an unknown country code', 'countryCode', 'XX', messages.codeRequired),
  breaking('a phone with letters', 'phoneNumber', '98765abc', messages.phoneInvalid),
  breaking('a phone too short for India', 'phoneNumber', '12345', messages.phoneInvalid),
  breaking('a yes/no answer that is neither', 'relocate', 'maybe', messages.selectionRequired),
  breaking('an unticked at-will box', 'checkBoxagreement', 'false', messages.selectionRequired),
  breaking('an empty employee id', employeeIdField, '', messages.selectionRequired),
  breaking('an unknown application type', 'applicationType', 'contract', expect.any(String)),
];

/** Résumés the server must refuse: what is wrong, the upload, the message for the field. */
export const invalidResumes: [string, ReturnType<typeof upload>, string][] = [
  ['a renamed executable', upload(exe(), 'resume.pdf', 'application/pdf'), fileMessages.type],
  [
    'an XLS (OLE2) file',
    upload(compoundFile(), 'resume.pdf', 'application/pdf'),
    fileMessages.type,
  ],
  ['a zip that is not a Word document', upload(plainZip(), 'resume.docx'), fileMessages.type],
  ['a DOCX zip bomb', upload(docxBomb(60 * 1024 * 1024), 'resume.docx'), fileMessages.type],
  ['an empty file', upload(new Uint8Array(0), 'resume.pdf'), fileMessages.empty],
  [
    'a 6 MB file',
    upload(new Uint8Array(6 * 1024 * 1024).fill(0x61), 'resume.txt'),
    fileMessages.size,
  ],
];
