import { mail as texts } from '@ngs/content';
import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationColumns } from '../testing/payloads';
import { setApplicationStatus } from '../storage/applicationStatus';
import { freshSqliteEachTest } from '../testing/freshSqlite';
import { submissionStore } from '../storage/submissions';
import { createInboxApi } from '../staff/inboxApi';
import {
  applicationMail,
  candidateDataDeletedMail,
  contactMail,
  statusChangedMail,
} from './messages';
import { listOutbox } from './outbox';
import { startMailSender, type MailSender } from './sender';
import { startSmtpTestServer, type SmtpTestServer } from './smtpTestServer';
import { mailTransport } from './transport';

const from = 'NGS Careers <careers@ngs.example>';
const staff = 'hr@ngs.example';
const site = 'https://ngs.example';
const hostile = 'Ann <b>"&\'</b>';
const application = {
  ...applicationColumns,
  legal_first_name: hostile,
  password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaA',
};
const contact = {
  name: hostile,
  email: 'ravi@example.com',
  phone: '+91 98765 43210',
  subject: 'Cloud <move>',
  message: 'Line one\nLine <two>',
};

const fresh = freshSqliteEachTest('messages');

let smtp: SmtpTestServer;
let sender: MailSender;

beforeEach(async () => {
  smtp = await startSmtpTestServer();
  sender = startMailSender({
    db: fresh.database.db,
    kind: fresh.database.kind,
    transport: mailTransport({ smtpUrl: smtp.url, from, dataDir: fresh.dataDir }),
    log: () => {},
    retryBaseMs: 20,
    // Long: only a nudge makes these messages go out within the tests' time.
    pollMs: 60_000,
  });
});

afterEach(async () => {
  await sender.stop();
  await smtp.close();
});

const store = () =>
  submissionStore(fresh.database.db, {
    mail: { addresses: { staff, site }, onStored: sender.nudge },
  });

async function deliveredTo(recipient: string, count = 1): Promise<ParsedMail[]> {
  const to = (message: ParsedMail) =>
    message.to && 'text' in message.to ? message.to.text : undefined;
  await vi.waitFor(
    () => expect(smtp.received.filter((message) => to(message) === recipient)).toHaveLength(count),
    { timeout: 10_000 },
  );
  return smtp.received.filter((message) => to(message) === recipient);
}

const escapedHostile = 'Ann &lt;b&gt;&quot;&amp;&#39;&lt;/b&gt;';

describe('the three messages, as delivered', () => {
  it('should tell the staff of a contact message with every field, escaped in the HTML', async () => {
    const id = await store().saveContactMessage(contact);
    const [message] = await deliveredTo(staff);
    const [row] = await listOutbox(fresh.database.db);
    expect(row).toMatchObject({ kind: 'new-contact-message', subject_id: id });
    expect(message!.messageId).toBe(`<${row!.id}@ngs.example>`);
    expect(message!.subject).toBe(
      texts.newContactMessage.subject({ name: hostile, subject: contact.subject }),
    );
    for (const part of [texts.newContactMessage.intro, ...Object.values(contact)]) {
      expect(message!.text).toContain(part);
    }
    for (const label of Object.values(texts.newContactMessage.labels)) {
      expect(message!.text).toContain(`${label}: `);
      expect(message!.html).toContain(`<dt style="font-weight:bold">${label}</dt>`);
    }
    expect(message!.html).toContain(escapedHostile);
    expect(message!.html).toContain('Line one<br>Line &lt;two&gt;');
    expect(message!.html).not.toContain('<b>');
  });

  it('should tell the applicant of a status change, from the content texts', async () => {
    const id = await submissionStore(fresh.database.db).saveApplication(application, []);
    await setApplicationStatus(fresh.database.db, id, 'not_selected');
    sender.nudge();
    const [message] = await deliveredTo(application.email);
    const [row] = await listOutbox(fresh.database.db);
    const status = texts.statuses.not_selected;
    const type = texts.applicationTypes.internship;
    expect(message!.messageId).toBe(`<${row!.id}@ngs.example>`);
    expect(message!.subject).toBe(texts.statusChanged.subject({ status }));
    expect(message!.text).toContain(texts.statusChanged.body({ type, status }));
    expect(message!.text).toContain(texts.signature);
    expect(message!.html).toContain(`<p>${texts.statusChanged.body({ type, status })}</p>`);
    expect(message!.html).toContain(escapedHostile);
  });

  it('should wake the sender when staff move an application through the inbox API', async () => {
    const id = await submissionStore(fresh.database.db).saveApplication(application, []);
    const inbox = createInboxApi(fresh.database.db, () => new Date(), sender.nudge);
    const move = () =>
      inbox.request(`/applications/${id}/status`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'interview' }),
      });
    expect((await move()).status).toBe(200);
    const [message] = await deliveredTo(application.email);
    expect(message!.subject).toBe(
      texts.statusChanged.subject({ status: texts.statuses.interview }),
    );
    expect((await move()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
  });
});

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(one: string, two: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the HTML part', () => {
  const composed = [
    ...applicationMail({ ...application, id: 'a1' }, [{ original_name: 'cv.pdf' }], {
      staff,
      site,
    }),
    ...contactMail(
      { ...contact, id: 'c1', created_at: '2026-01-01T00:00:00Z', email_key: contact.email },
      { staff, site },
    ),
    statusChangedMail({ ...application, id: 'a1' }, 'offer'),
    candidateDataDeletedMail('asha@example.com', { subjectId: 'd1', deletedApplications: 1 }),
  ];

  it('should be a document a screen reader can navigate: language, title, headings, lists', () => {
    expect(composed.map((message) => message.kind)).toEqual([
      'application-received',
      'new-application',
      'new-contact-message',
      'status-changed',
      'candidate-data-deleted',
    ]);
    for (const message of composed) {
      expect(message.html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(message.html).toContain(`<title>`);
      expect(message.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(message.html).not.toMatch(/<table|<style|<script/);
    }
    expect(composed[0]!.html).toContain('<ul><li>cv.pdf</li></ul>');
    expect(composed[0]!.html).toContain(`>${texts.applicationReceived.filesHeading}</h2>`);
  });

  it("should link the applicant's confirmation to the candidate page, saying what the password opens", () => {
    const [confirmation] = composed;
    const { account, candidatePageLink } = texts.applicationReceived;
    expect(confirmation!.text).toContain(`${account}\n\n${candidatePageLink}: ${site}/candidate\n`);
    expect(confirmation!.html).toContain(`<p>${account}</p>`);
    expect(confirmation!.html).toMatch(
      new RegExp(`<p><a href="${site}/candidate"[^>]*>${candidatePageLink}</a></p>`),
    );
    expect(account).toMatch(/status/);
    expect(account).toMatch(/withdraw/);
    expect(account).toMatch(/delete it/);
    // D31: the password opens its own application; the address's others need the link.
    expect(account).toMatch(/sign-in link by e-mail/);
  });

  it('should confirm a deletion without the name, which is gone, in the singular or the plural', () => {
    const one = composed[4]!;
    expect(one).toMatchObject({
      recipient: 'asha@example.com',
      subjectId: 'd1',
      subject: texts.candidateDataDeleted.subject,
    });
    expect(one.text).toContain(texts.candidateDataDeleted.body({ count: 1 }));
    expect(texts.candidateDataDeleted.body({ count: 1 })).toContain('the application you had');
    expect(texts.candidateDataDeleted.body({ count: 3 })).toContain('the 3 applications you had');
    expect(one.text).toContain(texts.candidateDataDeleted.notYou);
    expect(one.text).not.toContain(application.legal_last_name);
  });

  it('should draw its text at a contrast of at least 4.5:1', () => {
    for (const message of composed) {
      const style = /<body style="([^"]+)"/.exec(message.html)![1]!;
      const colour = /(?:^|;)color:(#[0-9a-f]{6})/.exec(style)![1]!;
      const background = /background:(#[0-9a-f]{6})/.exec(style)![1]!;
      expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
