import { applicationForm, contactPage, employeeIdField } from '@ngs/content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isHoneypotFilled } from '../src/forms/honeypot';
import { docx, exe, pdf, png } from '../src/testing/files';
import { serverForSuite } from '../src/testing/harness';
import { applicationFields, contactMessage, upload, type Upload } from '../src/testing/payloads';

/** What a field that was left blank is told: never what a field with text in it hears. */
const requiredMessages: Record<string, Record<string, string>> = {
  contact: {
    name: contactPage.messages.nameRequired,
    email: contactPage.messages.emailRequired,
    message: contactPage.messages.messageRequired,
  },
  application: {
    email: applicationForm.messages.emailRequired,
    password: applicationForm.messages.passwordRequired,
    legalFirstName: applicationForm.messages.firstNameRequired,
    legalLastName: applicationForm.messages.lastNameRequired,
    phoneNumber: applicationForm.messages.phoneRequired,
    [employeeIdField]: applicationForm.messages.selectionRequired,
  },
};

/** Every answer must come within this, valid applications and their password hashing included. */
const answerWithinMs = 15_000;
type RequestBody = NonNullable<RequestInit['body']>;

const seed = 20_261_124;

interface Sent {
  status: number;
  body: string;
}

/** Text that is hard on a form: control and format characters, surrogates, quotes, CRLF. */
const awkwardText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc
    .array(
      fc.constantFrom('a', '@', '.', ' ', '\u0000', '\r\n', '"', '😀', '\ud800', '--', '+', '9'),
      {
        maxLength: 60,
      },
    )
    .map((pieces) => pieces.join('')),
  // Around and far beyond every field's limit, and beyond the reader's for a text part.
  fc
    .tuple(
      fc.constantFrom(21, 41, 121, 255, 4097, 5001, 70_000),
      fc.constantFrom('a', ' ', '9', '.'),
    )
    .map(([length, character]) => character.repeat(length)),
);

const contactFieldNames = ['name', 'email', 'phone', 'subject', 'message', 'website', 'extra'];

/** A valid contact message with one field changed, removed, or given another JSON type. */
const nearValidContact = fc
  .tuple(
    fc.constantFrom(...contactFieldNames),
    fc.oneof(awkwardText, fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined)),
  )
  .map(([field, value]) => {
    const message: Record<string, unknown> = contactMessage();
    if (value === undefined) delete message[field];
    else message[field] = value;
    return { json: message, text: JSON.stringify(message), field, value };
  });

const garbageContact = fc.oneof(
  fc
    .jsonValue({ maxDepth: 4 })
    .map((value) => ({ json: value, text: JSON.stringify(value), field: '', value: undefined })),
  fc
    .string({ unit: 'binary', maxLength: 300 })
    .map((text) => ({ json: undefined, text, field: '', value: undefined })),
);

const applicationFieldNames = Object.keys(applicationFields());

interface ApplicationCase {
  /** The text field changed, if one was. */
  changed?: string;
  fields: Record<string, string>;
  files: { resume?: Upload; coverLetter?: Upload };
}

const someFile = fc.oneof(
  fc.constant(upload(pdf(), 'cv.pdf')),
  fc.constant(upload(docx(), 'cv.docx')),
  fc.constant(upload(png(), 'letter.png')),
  fc.constant(upload(exe(), 'cv.pdf')),
  fc.constant(upload(new Uint8Array(0), 'empty.pdf')),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => upload(bytes, 'random.bin')),
  fc.string({ maxLength: 200 }).map((text) => upload(new TextEncoder().encode(text), 'cv.txt')),
);

/** A valid application with one text field or one file changed. */
const nearValidApplication: fc.Arbitrary<ApplicationCase> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...applicationFieldNames, 'website', 'unknown'), awkwardText)
    .map(([field, value]) => ({
      changed: field,
      fields: { ...applicationFields(), [field]: value },
      files: { resume: upload(pdf(), 'cv.pdf') },
    })),
  fc
    .tuple(fc.option(someFile, { nil: undefined }), fc.option(someFile, { nil: undefined }))
    .map(([resume, coverLetter]) => ({
      fields: applicationFields(),
      files: { ...(resume ? { resume } : {}), ...(coverLetter ? { coverLetter } : {}) },
    })),
);

/** Multipart framing gone wrong: random parts, random bytes, broken or missing boundaries. */
const garbageMultipart = fc.oneof(
  fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...applicationFieldNames, 'resume', 'website', ''),
        fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
        awkwardText,
        fc.boolean(),
      ),
      { maxLength: 8 },
    )
    .chain((parts) =>
      fc.boolean().map((closed) => {
        const body = parts
          .map(
            ([name, filename, value, broken]) =>
              `--${broken ? 'fuzz-' : 'fuzz-boundary'}\r\nContent-Disposition: form-data; name="${name}"${
                filename === undefined ? '' : `; filename="${filename}"`
              }\r\n\r\n${value}\r\n`,
          )
          .join('');
        return Buffer.from(`${body}${closed ? '--fuzz-boundary--\r\n' : ''}`);
      }),
    ),
);

describe('fuzz: both endpoints over HTTP (fast-check, seeded)', () => {
  const suite = serverForSuite('sqlite');

  const count = async (table: 'contact_messages' | 'applications' | 'application_files') => {
    const [row] = await suite.backend.query<{ rows: number }>(
      `select count(*) as rows from ${table}`,
    );
    return row!.rows;
  };

  const statuses = { contact: new Map<number, number>(), application: new Map<number, number>() };

  async function post(path: string, body: RequestBody, contentType?: string): Promise<Sent> {
    const response = await fetch(suite.server.origin + path, {
      method: 'POST',
      body,
      headers: contentType === undefined ? {} : { 'Content-Type': contentType },
      signal: AbortSignal.timeout(answerWithinMs),
    });
    const seen = statuses[path === '/contact' ? 'contact' : 'application'];
    seen.set(response.status, (seen.get(response.status) ?? 0) + 1);
    return { status: response.status, body: await response.text() };
  }

  /** A field sent with text in it is not told it is required, however long or odd the text. */
  function expectNotCalledBlank(form: string, sent: Sent, field: string, value: unknown) {
    const required = requiredMessages[form]![field];
    if (sent.status !== 422 || !required || typeof value !== 'string' || value.trim() === '') {
      return;
    }
    const { fields } = JSON.parse(sent.body) as { fields: Record<string, string> };
    expect(fields[field], `${field}: ${JSON.stringify(value.slice(0, 40))}`).not.toBe(required);
  }

  /** The answer is a server's, not a crash's, and only a stored submission adds a row. */
  function expectSound(sent: Sent, added: number, honeypot: boolean) {
    expect(sent.status).toBeLessThan(500);
    const answer = JSON.parse(sent.body) as Record<string, unknown>;
    if (sent.status === 201) {
      expect(answer).toEqual({ id: expect.any(String), message: expect.any(String) });
      expect(added).toBe(honeypot ? 0 : 1);
    } else {
      expect(answer).toEqual({ error: expect.any(String), fields: expect.any(Object) });
      expect(added).toBe(0);
    }
  }

  it('should answer any contact body without 5xx or delay, and store only what it accepts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nearValidContact, nearValidContact, garbageContact),
        async (sent) => {
          const before = await count('contact_messages');
          const answer = await post('/contact', sent.text, 'application/json');
          const honeypot =
            typeof sent.json === 'object' &&
            sent.json !== null &&
            isHoneypotFilled((sent.json as Record<string, unknown>)['website']);
          expectSound(answer, (await count('contact_messages')) - before, honeypot);
          expectNotCalledBlank('contact', answer, sent.field, sent.value);
        },
      ),
      { seed, numRuns: 150 },
    );
    // Every gate was reached: stored, refused by the rules, and unreadable.
    expect([...statuses.contact.keys()]).toEqual(expect.arrayContaining([201, 400, 422]));
  }, 120_000);

  it('should answer any application without 5xx or delay, and store only what it accepts', async () => {
    const applicationBody = fc.oneof(
      nearValidApplication.map((sent) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(sent.fields)) form.append(name, value);
        for (const [field, file] of Object.entries(sent.files)) {
          form.append(field, new Blob([file.bytes.slice()]), file.name);
        }
        return {
          body: form as RequestBody,
          contentType: undefined,
          website: sent.fields['website'],
          changed: sent.changed,
          value: sent.changed === undefined ? undefined : sent.fields[sent.changed],
        };
      }),
      garbageMultipart.map((bytes) => ({
        body: new Uint8Array(bytes) as RequestBody,
        contentType: 'multipart/form-data; boundary=fuzz-boundary',
        website: undefined,
        changed: undefined,
        value: undefined,
      })),
    );
    await fc.assert(
      fc.asyncProperty(applicationBody, async (sent) => {
        const before = await Promise.all([count('applications'), count('application_files')]);
        const answer = await post('/job/apply', sent.body, sent.contentType);
        const after = await Promise.all([count('applications'), count('application_files')]);
        expectSound(answer, after[0] - before[0], isHoneypotFilled(sent.website));
        if (after[0] === before[0]) expect(after[1]).toBe(before[1]);
        if (sent.changed) expectNotCalledBlank('application', answer, sent.changed, sent.value);
      }),
      { seed, numRuns: 80 },
    );
    expect([...statuses.application.keys()]).toEqual(expect.arrayContaining([201, 400, 422]));
    expect(suite.server.child.exitCode).toBeNull();
    expect(suite.server.stderr()).toBe('');
  }, 180_000);
});
