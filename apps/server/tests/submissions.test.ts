// The form endpoints over HTTP: what they store and show to staff, what they refuse, and the
// request log the traffic of this file leaves behind.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applicationForm as texts, contactPage } from '@ngs/content';
import { fileMessages } from '@ngs/forms';
import { emptyApplicationMessages } from '@ngs/forms/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords';
import { compoundFile, docx, plainText, png } from '../src/testing/files';
import { staff } from '../src/testing/harness';
import {
  applicationColumns,
  applicationFields,
  contactMessage,
  password,
  sha256,
  upload,
  type ApplicationFiles,
} from '../src/testing/payloads';
import {
  describeFormEndpoints,
  invalidApplicationFields,
  invalidResumes,
} from '../src/testing/formSuites';

describeFormEndpoints(({ suite, applications, contacts, sendApplication, sendContact }) => {
  describe('given a valid contact message', () => {
    it('should store it, answer 201 with the toast text, and show it to staff', async () => {
      const sent = contactMessage();
      const { status, body } = await sendContact(sent);
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
      const { status } = await sendContact({
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
      const { status, body } = await sendApplication({
        files: {
          resume: upload(resume, 'C:\\Users\\asha\\Asha CV.docx'),
          coverLetter: upload(coverLetter, 'letter.png', 'image/png'),
        },
      });
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
          detected_mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
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
        const listed = await staff(['list', 'applications', '--format', format], suite.backend.env);
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

  describe('given applications that break a rule', () => {
    const refusedWith = async (fields: Record<string, string>, files?: ApplicationFiles) => {
      const { status, body } = await sendApplication({ fields, files });
      expect(status).toBe(422);
      expect(body.error).toEqual(expect.any(String));
      return body.fields;
    };

    it('should name every required field, the resume included, with its exact message', async () => {
      expect(await refusedWith({}, {})).toEqual({
        ...emptyApplicationMessages,
        resume: fileMessages.required,
      });
    });

    it.each(invalidApplicationFields)(
      'should refuse %s with the field named',
      async (_, overrides, expected) => {
        expect(await refusedWith(applicationFields(overrides))).toEqual(expected);
      },
    );

    it.each(invalidResumes)('should refuse %s as the resume', async (_, resume, message) => {
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

  describe('what the suite.server keeps and says', () => {
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
      for (const secret of [password, 'asha.rao@example.com', 'Ravi Kumar', '9876543210', 'Rao']) {
        expect(output).not.toContain(secret);
      }
    });
  });
});
