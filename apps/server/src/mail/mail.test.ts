import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mail as texts } from '@ngs/content';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshSqliteEachTest } from '../testing/freshSqlite';
import { deleteSubmission, deleteSubmissionsBefore } from '../storage/retention';
import {
  listContactMessages,
  submissionStore,
  type NewApplicationFile,
} from '../storage/submissions';
import { addNote, notesAbout } from '../staff/inboxQueries';
import { application } from '../testing/storedSubmissions';
import { listOutbox } from './outbox';
import { retryDelay, startMailSender, type MailSender } from './sender';
import { startSmtpTestServer, type SmtpTestServer } from './smtpTestServer';
import { mailFolder, mailTransport } from './transport';

const from = 'NGS Careers <careers@ngs.example>';
const staff = 'hr@ngs.example';
const site = 'https://ngs.example';
const resume: NewApplicationFile = {
  field: 'resume',
  original_name: 'grace-cv.pdf',
  stored_name: 'stored-cv.pdf',
  detected_mime: 'application/pdf',
  size: 2,
  sha256: 'ab',
  content: Buffer.from('hi'),
};

const fresh = freshSqliteEachTest('mail');

let smtp: SmtpTestServer | undefined;
let sender: MailSender | undefined;

afterEach(async () => {
  await sender?.stop();
  sender = undefined;
  await smtp?.close();
  smtp = undefined;
});

function startSending(smtpUrl: string | undefined) {
  sender = startMailSender({
    db: fresh.database.db,
    kind: fresh.database.kind,
    transport: mailTransport({ smtpUrl, from, dataDir: fresh.dataDir }),
    log: () => {},
    retryBaseMs: 20,
    pollMs: 25,
  });
  return submissionStore(fresh.database.db, {
    mail: { addresses: { staff, site }, onStored: sender.nudge },
  });
}

const allSent = async () =>
  (await listOutbox(fresh.database.db)).every((row) => row.sent_at !== null);

describe('e-mail through the outbox', () => {
  it("should deliver the applicant's confirmation and the staff notification over SMTP", async () => {
    smtp = await startSmtpTestServer();
    const store = startSending(smtp.url);
    const id = await store.saveApplication(application, [resume]);

    await vi.waitFor(() => expect(smtp!.received).toHaveLength(2), { timeout: 10_000 });
    const rows = await listOutbox(fresh.database.db);
    const byRecipient = (address: string) =>
      smtp!.received.find(
        (message) => message.to && 'text' in message.to && message.to.text === address,
      )!;

    const confirmation = byRecipient(application.email);
    const type = texts.applicationTypes.internship;
    expect(confirmation.subject).toBe(texts.applicationReceived.subject({ type }));
    expect(confirmation.text).toContain(texts.applicationReceived.body({ type }));
    expect(confirmation.text).toContain('grace-cv.pdf');
    expect(confirmation.html).toContain('<html lang="en">');
    expect(confirmation.html).toContain(
      `<title>${texts.applicationReceived.subject({ type })}</title>`,
    );
    const confirmationRow = rows.find((row) => row.kind === 'application-received')!;
    expect(confirmation.messageId).toBe(`<${confirmationRow.id}@ngs.example>`);

    const notification = byRecipient(staff);
    const name = [
      application.legal_first_name,
      application.legal_middle_name,
      application.legal_last_name,
    ]
      .filter((part) => part !== '')
      .join(' ');
    expect(notification.subject).toBe(texts.newApplication.subject({ type, name }));
    expect(notification.text).toContain(id);
    await vi.waitFor(async () => expect(await allSent()).toBe(true));
  });

  it('should retry after the mail server refuses twice, and deliver once, with the same Message-ID', async () => {
    smtp = await startSmtpTestServer({ refuseFirst: 2 });
    const store = startSending(smtp.url);
    await store.saveContactMessage({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      subject: 'Cloud move',
      message: 'Hello <script>alert(1)</script>',
    });

    await vi.waitFor(() => expect(smtp!.received).toHaveLength(1), { timeout: 10_000 });
    expect(smtp.refusals).toBe(2);
    await vi.waitFor(async () => expect(await allSent()).toBe(true));
    const [row] = await listOutbox(fresh.database.db);
    expect(row!.attempts).toBe(3);
    const [message] = smtp.received;
    expect(message!.messageId).toBe(`<${row!.id}@ngs.example>`);
    expect(message!.subject).toBe(
      texts.newContactMessage.subject({ name: 'Ravi', subject: 'Cloud move' }),
    );
    // What the visitor typed is text in the HTML part, never markup.
    expect(message!.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message!.html).not.toContain('<script>');
    // Nothing more goes out once it is sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
  });

  it('should write each message as an .eml file under the data folder when there is no SMTP_URL', async () => {
    const store = startSending(undefined);
    await store.saveContactMessage({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      subject: '',
      message: 'Hello',
    });
    await vi.waitFor(async () => expect(await allSent()).toBe(true), { timeout: 10_000 });
    const [row] = await listOutbox(fresh.database.db);
    expect(readdirSync(mailFolder(fresh.dataDir))).toEqual([`${row!.id}.eml`]);
    const parsed = await simpleParser(
      readFileSync(join(mailFolder(fresh.dataDir), `${row!.id}.eml`)),
    );
    expect(parsed.messageId).toBe(`<${row!.id}@ngs.example>`);
    expect(parsed.subject).toBe(
      texts.newContactMessage.subject({ name: 'Ravi', subject: texts.notGiven }),
    );
    expect(parsed.text).toContain('Hello');
  });

  it('should store no submission when its e-mail cannot be written with it', async () => {
    const store = submissionStore(fresh.database.db, {
      mail: { addresses: { staff, site }, onStored: () => {} },
    });
    await sql`drop table outbox`.execute(fresh.database.db);
    await expect(
      store.saveContactMessage({
        name: 'Ravi',
        email: 'ravi@example.com',
        phone: '',
        subject: '',
        message: 'Hi',
      }),
    ).rejects.toThrow();
    expect(await listContactMessages(fresh.database.db)).toEqual([]);
  });
});

describe('deleting submissions', () => {
  it('should delete the mail and staff notes about them, sent or not, and keep those about others', async () => {
    const store = submissionStore(fresh.database.db, {
      mail: { addresses: { staff, site }, onStored: () => {} },
    });
    const applicationId = await store.saveApplication(application, [resume]);
    const messageId = await store.saveContactMessage({
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
      subject: '',
      message: 'Hi',
    });
    expect((await listOutbox(fresh.database.db)).map((row) => row.subject_id).sort()).toEqual(
      [applicationId, applicationId, messageId].sort(),
    );

    for (const subjectId of [applicationId, messageId]) {
      await addNote(fresh.database.db, { subjectId, authorEmail: staff, text: 'Call back' });
    }

    await deleteSubmission(fresh.database.db, applicationId);
    expect((await listOutbox(fresh.database.db)).map((row) => row.subject_id)).toEqual([messageId]);
    expect(await notesAbout(fresh.database.db, applicationId)).toEqual([]);
    expect(await notesAbout(fresh.database.db, messageId)).toHaveLength(1);

    await deleteSubmissionsBefore(fresh.database.db, new Date(Date.now() + 60_000));
    expect(await listOutbox(fresh.database.db)).toEqual([]);
    expect(await notesAbout(fresh.database.db, messageId)).toEqual([]);
  });
});

describe('retryDelay', () => {
  const limits = { retryBaseMs: 1_000, maxRetryMs: 60_000 };

  it('should double with each attempt and stop at the cap', () => {
    const noJitter = () => 1;
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, limits, noJitter))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
    expect(retryDelay(30, limits, noJitter)).toBe(60_000);
  });

  it('should spread retries between half and all of the delay', () => {
    expect(retryDelay(3, limits, () => 0)).toBe(2_000);
    expect(retryDelay(3, limits, () => 0.5)).toBe(3_000);
  });
});
