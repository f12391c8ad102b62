import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applicationForm as texts, contactPage, employeeIdField } from '@ngs/content';
import { fileMessages } from '@ngs/forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/passwords';
import { compoundFile, docx, docxBomb, exe, plainText, plainZip, png } from '../src/testing/files';
import { filesUnder, postgresUrl, serverForSuite, staff, staffJson } from './harness';
import {
  applicationColumns,
  applicationFields,
  applicationForm,
  contactMessage,
  password,
  postForm,
  postJson,
  sha256,
  upload,
} from './payloads';

const { messages } = texts;
const siteOrigin = 'https://www.ngs.example';

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

for (const kind of ['sqlite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresUrl)(`the form endpoints on ${kind}`, () => {
    const suite = serverForSuite(kind, { SITE_ORIGINS: siteOrigin });
    const applications = () =>
      staffJson<StaffApplication[]>(['list', 'applications'], suite.backend.env);
    const contacts = () => staffJson<StaffContact[]>(['list', 'contacts'], suite.backend.env);

    describe('given a valid contact message', () => {
      it('should store it, answer 201 with the toast text, and show it to staff', async () => {
        const sent = contactMessage();
        const { status, body } = await postJson(suite.server.origin, '/contact', sent);
        expect(status).toBe(201);
        expect(body).toEqual({ id: expect.any(String), message: contactPage.toasts.success });

        const stored = (await contacts()).find((row) => row.id === body.id);
        expect(stored).toMatchObject({
          name: sent.name,
          email: sent.email,
          phone: sent.phone,
          subject: sent.subject,
          message: sent.message,
        });
      });

      it('should take it as a plain form too (urlencoded, as a browser without script sends it)', async () => {
        const sent = contactMessage({ subject: 'Sent & stored = fine' });
        const response = await fetch(`${suite.server.origin}/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(sent as Record<string, string>),
        });
        expect(response.status).toBe(201);
        const body = (await response.json()) as { id: string };
        expect((await contacts()).find((row) => row.id === body.id)).toMatchObject({
          subject: 'Sent & stored = fine',
          message: sent.message,
        });
      });

      it('should accept it without the optional phone and subject (D12)', async () => {
        const { status } = await postJson(suite.server.origin, '/contact', {
          name: 'Ravi',
          email: 'ravi@example.com',
          message: 'Hello',
        });
        expect(status).toBe(201);
      });
    });

    describe('given a valid application', () => {
      const resume = docx('Asha Rao, TypeScript developer');
      const coverLetter = png();
      let id: string;

      beforeAll(async () => {
        const { status, body } = await postForm(
          suite.server.origin,
          applicationForm(applicationFields(), {
            resume: upload(resume, 'C:\\Users\\asha\\Asha CV.docx'),
            coverLetter: upload(coverLetter, 'letter.png', 'image/png'),
          }),
        );
        expect(status).toBe(201);
        expect(body).toEqual({ id: expect.any(String), message: texts.toasts.success });
        id = body.id!;
      });

      it('should store every answer and both files, and show them to staff', async () => {
        const stored = (await applications()).find((row) => row.id === id);
        expect(stored).toMatchObject(applicationColumns);
        expect(stored!.files).toEqual([
          {
            id: expect.any(String),
            field: 'resume',
            original_name: 'Asha CV.docx',
            stored_name: expect.stringMatching(/^[0-9a-f-]{36}\.docx$/),
            detected_mime:
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            size: resume.byteLength,
            sha256: sha256(resume),
          },
          {
            id: expect.any(String),
            field: 'coverLetter',
            original_name: 'letter.png',
            stored_name: expect.stringMatching(/^[0-9a-f-]{36}\.png$/),
            detected_mime: 'image/png',
            size: coverLetter.byteLength,
            sha256: sha256(coverLetter),
          },
        ]);
      });

      it('should keep only a salted Argon2id hash of the password and never show it to staff', async () => {
        const [row] = await suite.backend.query<{ password_hash: string }>(
          `select password_hash from applications where id = '${id}'`,
        );
        expect(row!.password_hash).toMatch(
          /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/,
        );
        expect(await verifyPassword(password, row!.password_hash)).toBe(true);

        for (const format of ['json', 'csv', 'table']) {
          const listed = await staff(
            ['list', 'applications', '--format', format],
            suite.backend.env,
          );
          expect(listed.stdout).not.toContain('$argon2id$');
          expect(listed.stdout).not.toContain(password);
        }
      });

      it('should let staff save the files under safe names with their SHA-256', async () => {
        const folder = mkdtempSync(join(tmpdir(), 'ngs-files-'));
        try {
          const result = await staff(['files', id, '--out', folder], suite.backend.env);
          expect(result.code).toBe(0);
          const lines = result.stdout.split('\n').filter((line) => /^[0-9a-f]{64} {2}/.test(line));
          expect(lines).toHaveLength(2);
          for (const [bytes, field] of [
            [resume, 'resume'],
            [coverLetter, 'coverLetter'],
          ] as const) {
            const line = lines.find((entry) => entry.includes(`/${field}-`))!;
            const [hash, path] = line.split('  ');
            expect(hash).toBe(sha256(bytes));
            expect(path).toMatch(new RegExp(`/${field}-[0-9a-f-]{36}\\.(docx|png)$`));
            expect(readFileSync(path!)).toEqual(Buffer.from(bytes));
          }
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      });
    });

    describe('given invalid contact messages', () => {
      it('should name each missing field with its exact message', async () => {
        const { status, body } = await postJson(suite.server.origin, '/contact', {
          name: ' ',
          email: '',
          phone: '',
          subject: '',
          message: '',
        });
        expect(status).toBe(422);
        expect(body.fields).toEqual({
          name: contactPage.messages.nameRequired,
          email: contactPage.messages.emailRequired,
          message: contactPage.messages.messageRequired,
        });
      });

      it('should refuse a malformed address and a phone with letters', async () => {
        const { status, body } = await postJson(
          suite.server.origin,
          '/contact',
          contactMessage({ email: 'ravi@example', phone: '98x' }),
        );
        expect(status).toBe(422);
        expect(body.fields).toEqual({
          email: contactPage.messages.emailInvalid,
          phone: 'Mobile Number must contain digits only',
        });
      });
    });

    describe('given applications that break a rule', () => {
      const refusedWith = async (
        fields: Record<string, string>,
        files?: Parameters<typeof applicationForm>[1],
      ) => {
        const { status, body } = await postForm(
          suite.server.origin,
          applicationForm(fields, files),
        );
        expect(status).toBe(422);
        expect(body.error).toEqual(expect.any(String));
        return body.fields;
      };

      it('should name every required field, the resume included, with its exact message', async () => {
        expect(await refusedWith({}, {})).toEqual({
          email: messages.emailRequired,
          password: messages.passwordRequired,
          legalFirstName: messages.firstNameRequired,
          legalLastName: messages.lastNameRequired,
          countryCode: messages.codeRequired,
          phoneNumber: messages.phoneRequired,
          relocate: messages.selectionRequired,
          agreement: messages.selectionRequired,
          disability: messages.selectionRequired,
          checkBoxagreement: messages.selectionRequired,
          employmentStatus: messages.selectionRequired,
          [employeeIdField]: messages.selectionRequired,
          resume: fileMessages.required,
        });
      });

      it.each([
        ['an invalid email', { email: 'asha@rao' }, { email: messages.emailInvalid }],
        ['a short password', { password: 'Ab1' }, { password: messages.passwordCriteria }],
        [
          'a password of 19 characters',
          { password: 'Abcdefghijklmnopq1!' },
          { password: messages.passwordCriteria },
        ],
        [
          'a password without upper case',
          { password: 'secret#2026' },
          { password: messages.passwordCriteria },
        ],
        [
          'a password without digit or special',
          { password: 'SecretWord' },
          { password: messages.passwordCriteria },
        ],
        [
          'a password with a space',
          { password: 'Secret 2026' },
          { password: messages.passwordCriteria },
        ],
        ['an unknown country code', { countryCode: 'XX' }, { countryCode: messages.codeRequired }],
        [
          'a phone with letters',
          { phoneNumber: '98765abc' },
          { phoneNumber: messages.phoneInvalid },
        ],
        [
          'a phone too short for India',
          { phoneNumber: '12345' },
          { phoneNumber: messages.phoneInvalid },
        ],
        [
          'a yes/no answer that is neither',
          { relocate: 'maybe' },
          { relocate: messages.selectionRequired },
        ],
        [
          'an unticked at-will box',
          { checkBoxagreement: 'false' },
          { checkBoxagreement: messages.selectionRequired },
        ],
        [
          'an empty employee id',
          { [employeeIdField]: '' },
          { [employeeIdField]: messages.selectionRequired },
        ],
        [
          'an unknown application type',
          { applicationType: 'contract' },
          { applicationType: expect.any(String) },
        ],
      ])('should refuse %s with the field named', async (_, overrides, expected) => {
        expect(await refusedWith(applicationFields(overrides))).toEqual(expected);
      });

      it.each([
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
      ])('should refuse %s as the resume', async (_, resume, message) => {
        expect(await refusedWith(applicationFields(), { resume })).toEqual({ resume: message });
      });

      it('should name the cover letter when it is the file at fault', async () => {
        expect(
          await refusedWith(applicationFields(), {
            resume: upload(plainText(), 'cv.txt'),
            coverLetter: upload(compoundFile(), 'letter.msg'),
          }),
        ).toEqual({ coverLetter: fileMessages.type });
      });

      it('should store nothing from any of them', async () => {
        const stored = await applications();
        expect(stored.filter((row) => row.email !== 'asha.rao@example.com')).toEqual([]);
        expect(stored).toHaveLength(1);
      });
    });

    describe('given a bot that fills in the hidden website field', () => {
      it('should answer as if it succeeded and store nothing', async () => {
        const before = [(await contacts()).length, (await applications()).length];
        const contact = await postJson(
          suite.server.origin,
          '/contact',
          contactMessage({ website: 'https://spam.example' }),
        );
        expect(contact.status).toBe(201);
        expect(contact.body).toEqual({
          id: expect.any(String),
          message: contactPage.toasts.success,
        });
        const application = await postForm(
          suite.server.origin,
          applicationForm({ ...applicationFields(), website: 'https://spam.example' }),
        );
        expect(application.status).toBe(201);
        expect(application.body).toEqual({ id: expect.any(String), message: texts.toasts.success });
        expect([(await contacts()).length, (await applications()).length]).toEqual(before);
      });

      it('should answer its invalid data with the same 422 and fields as a person’s', async () => {
        const spam = { website: 'https://spam.example' };
        const invalidContact = contactMessage({ name: '', email: 'ravi@example' });
        const person = await postJson(suite.server.origin, '/contact', invalidContact);
        const bot = await postJson(suite.server.origin, '/contact', { ...invalidContact, ...spam });
        expect(person.status).toBe(422);
        expect([bot.status, bot.body]).toEqual([person.status, person.body]);

        const invalidApplication = applicationFields({ password: 'weak', phoneNumber: '12' });
        const personApplication = await postForm(
          suite.server.origin,
          applicationForm(invalidApplication, {}),
        );
        const botApplication = await postForm(
          suite.server.origin,
          applicationForm({ ...invalidApplication, ...spam }, {}),
        );
        expect(personApplication.status).toBe(422);
        expect(personApplication.body.fields).toHaveProperty('resume');
        expect([botApplication.status, botApplication.body]).toEqual([
          personApplication.status,
          personApplication.body,
        ]);
      });
    });

    describe('given a text résumé that starts like a bitmap', () => {
      it('should store it as plain text, not as image/bmp', async () => {
        const resume = new TextEncoder().encode('BMW Group, 2019–2024: data engineer\n');
        const { status, body } = await postForm(
          suite.server.origin,
          applicationForm(applicationFields(), { resume: upload(resume, 'cv.bmp', 'image/bmp') }),
        );
        expect(status).toBe(201);
        const stored = (await applications()).find((row) => row.id === body.id);
        expect(stored?.files).toEqual([
          expect.objectContaining({
            field: 'resume',
            detected_mime: 'text/plain',
            stored_name: expect.stringMatching(/\.txt$/),
            sha256: sha256(resume),
          }),
        ]);
      });
    });

    describe('given requests from other origins', () => {
      it('should refuse a cross-origin multipart POST with 403 and store nothing', async () => {
        const before = (await applications()).length;
        const { status, body } = await postForm(suite.server.origin, applicationForm(), {
          Origin: 'https://evil.example',
        });
        expect(status).toBe(403);
        expect(body).toEqual({ error: expect.any(String), fields: {} });
        expect((await applications()).length).toBe(before);
      });

      it('should refuse a cross-origin contact POST and its preflight', async () => {
        const post = await postJson(suite.server.origin, '/contact', contactMessage(), {
          Origin: 'https://evil.example',
        });
        expect(post.status).toBe(403);
        const preflight = await fetch(`${suite.server.origin}/contact`, {
          method: 'OPTIONS',
          headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
        });
        expect(preflight.status).toBe(403);
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      });

      it('should answer the preflight and the POST of a configured site origin', async () => {
        const preflight = await fetch(`${suite.server.origin}/job/apply`, {
          method: 'OPTIONS',
          headers: { Origin: siteOrigin, 'Access-Control-Request-Method': 'POST' },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
        expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
        const post = await postJson(suite.server.origin, '/contact', contactMessage(), {
          Origin: siteOrigin,
        });
        expect(post.status).toBe(201);
        expect(post.headers.get('access-control-allow-origin')).toBe(siteOrigin);
      });

      it('should accept the site’s own origin', async () => {
        const post = await postJson(suite.server.origin, '/contact', contactMessage(), {
          Origin: suite.server.origin,
        });
        expect(post.status).toBe(201);
      });
    });

    describe('the contact page and the site beside the endpoints', () => {
      it('should still serve GET /contact as the page', async () => {
        const response = await fetch(`${suite.server.origin}/contact`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/html');
      });
    });

    describe('what the suite.server keeps and says', () => {
      it('should keep no plaintext password anywhere in the data folder', async () => {
        const files = filesUnder(suite.backend.dataDir);
        const address = Buffer.from('asha.rao@example.com');
        // The scan sees what was stored: the applicant's address is there, the password is not.
        if (kind === 'sqlite')
          expect(files.some((file) => file.bytes.includes(address))).toBe(true);
        for (const file of files) {
          expect(file.bytes.includes(Buffer.from(password)), file.path).toBe(false);
        }
        if (kind === 'postgres') {
          // The server's own database files too: tables, indexes and the write-ahead log.
          const cluster = process.env['TEST_POSTGRES_DATA'];
          if (cluster) {
            const clusterFiles = filesUnder(cluster);
            expect(clusterFiles.some((file) => file.bytes.includes(address))).toBe(true);
            for (const file of clusterFiles) {
              expect(file.bytes.includes(Buffer.from(password)), file.path).toBe(false);
            }
          }
          const rows = await suite.backend.query<{ row: string }>(
            'select row_to_json(a)::text as row from applications a',
          );
          expect(rows.length).toBeGreaterThan(0);
          for (const { row } of rows) expect(row).not.toContain(password);
        }
      });

      it('should log one JSON line per request, with the stored id and no personal data', () => {
        const lines = suite.server
          .stdout()
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        const requests = lines.filter((line) => 'requestId' in line);
        expect(requests.length).toBeGreaterThan(20);
        for (const line of requests) {
          expect(Object.keys(line)).toEqual(
            expect.arrayContaining(['time', 'requestId', 'method', 'path', 'status', 'ms']),
          );
        }
        const stored = requests.filter((line) => line['status'] === 201 && line['id']);
        expect(stored.length).toBeGreaterThan(3);
        const output = suite.server.stdout() + suite.server.stderr();
        for (const secret of [
          password,
          'asha.rao@example.com',
          'Ravi Kumar',
          '9876543210',
          'Rao',
        ]) {
          expect(output).not.toContain(secret);
        }
      });
    });
  });
}
