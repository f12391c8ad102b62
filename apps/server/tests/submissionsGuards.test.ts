// The form endpoints over HTTP against what should not get through: invalid messages, bots,
// files that pretend to be something else, other sites' pages; and no password kept on disk.
import { applicationForm as texts, contactPage } from '@ngs/content';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../src/testing/harness';
import {
  applicationFields,
  contactMessage,
  password,
  sha256,
  upload,
} from '../src/testing/payloads';
import { describeFormEndpoints, siteOrigin } from '../src/testing/formSuites';

describeFormEndpoints(({ suite, kind, applications, contacts, sendApplication, sendContact }) => {
  describe('given invalid contact messages', () => {
    it('should name each missing field with its exact message', async () => {
      const { status, body } = await sendContact({
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
      const { status, body } = await sendContact(
        contactMessage({ email: 'ravi@example', phone: '98x' }),
      );
      expect(status).toBe(422);
      expect(body.fields).toEqual({
        email: contactPage.messages.emailInvalid,
        phone: 'Mobile Number must contain digits only',
      });
    });
  });

  describe('given a bot that fills in the hidden website field', () => {
    it('should answer as if it succeeded and store nothing', async () => {
      const before = [(await contacts()).length, (await applications()).length];
      const contact = await sendContact(contactMessage({ website: 'https://spam.example' }));
      expect(contact.status).toBe(201);
      expect(contact.body).toEqual({
        id: expect.any(String),
        message: contactPage.toasts.success,
      });
      const application = await sendApplication({
        fields: applicationFields({ website: 'https://spam.example' }),
      });
      expect(application.status).toBe(201);
      expect(application.body).toEqual({ id: expect.any(String), message: texts.toasts.success });
      expect([(await contacts()).length, (await applications()).length]).toEqual(before);
    });

    it('should answer its invalid data with the same 422 and fields as a person’s', async () => {
      const spam = { website: 'https://spam.example' };
      const invalidContact = contactMessage({ name: '', email: 'ravi@example' });
      const person = await sendContact(invalidContact);
      const bot = await sendContact({ ...invalidContact, ...spam });
      expect(person.status).toBe(422);
      expect([bot.status, bot.body]).toEqual([person.status, person.body]);

      const invalidApplication = applicationFields({ password: 'weak', phoneNumber: '12' });
      const personApplication = await sendApplication({ fields: invalidApplication, files: {} });
      const botApplication = await sendApplication({
        fields: { ...invalidApplication, ...spam },
        files: {},
      });
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
      const { status, body } = await sendApplication({
        files: { resume: upload(resume, 'cv.bmp', 'image/bmp') },
      });
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
      const { status, body } = await sendApplication({
        headers: { Origin: 'https://evil.example' },
      });
      expect(status).toBe(403);
      expect(body).toEqual({ error: expect.any(String), fields: {} });
      expect((await applications()).length).toBe(before);
    });

    it('should refuse a cross-origin contact POST and its preflight', async () => {
      const post = await sendContact(contactMessage(), {
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
      const post = await sendContact(contactMessage(), {
        Origin: siteOrigin,
      });
      expect(post.status).toBe(201);
      expect(post.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    });

    it('should accept the site’s own origin', async () => {
      const post = await sendContact(contactMessage(), {
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
      if (kind === 'sqlite') expect(files.some((file) => file.bytes.includes(address))).toBe(true);
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
  });
});
