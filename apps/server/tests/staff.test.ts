import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../src/testing/files';
import { serverForSuite, staff } from '../src/testing/harness';
import { contactMessage, postApplication, postContact, upload } from '../src/testing/payloads';

/** What a terminal would act on: C0 and C1 controls but the line feed, DEL, bidi marks. */
const acting =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const hostileMessage =
  'Hello\u001b]52;c;cm0gLXJmIH4=\u0007 \u001b[8mhidden\u001b[0m \u009b2J invoice\u202efdp.exe;=1+1';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the staff command against a real database', () => {
  const suite = serverForSuite('sqlite');
  let applicationId: string;
  let work: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'ngs-staff-'));
    const contact = await postContact(
      suite.server.origin,
      contactMessage({ subject: 'Quote\u001b[2J', message: hostileMessage }),
    );
    expect(contact.status).toBe(201);
    const application = await postApplication(suite.server.origin, {
      files: { resume: upload(png(), 'cv.png'), coverLetter: upload(png(), 'letter.png') },
    });
    expect(application.status).toBe(201);
    applicationId = application.body.id!;
  });
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('should list what visitors sent without a character the terminal would act on, in every format', async () => {
    for (const format of ['table', 'json', 'csv']) {
      const listed = await staff(['list', 'contacts', '--format', format], suite.backend.env);
      expect(listed.code).toBe(0);
      // CSV ends its rows with CRLF, as RFC 4180 asks; a CR inside a cell would show as \r.
      expect(listed.stdout.replace(/\r\n/g, '\n')).not.toMatch(acting);
    }
    const table = await staff(['list', 'contacts'], suite.backend.env);
    expect(table.stdout).toContain('Quote\\x1b[2J');
    expect(table.stdout).toContain('Hello\\x1b]52;c;');
    // JSON escapes them the JSON way, so it still reads back as exactly what was sent.
    const json = await staff(['list', 'contacts', '--format', 'json'], suite.backend.env);
    const [contact] = JSON.parse(json.stdout) as { message: string }[];
    expect(contact?.message).toBe(hostileMessage);
  });

  it('should export CSV as sent, with semicolons quoted and formulas defused, readable only by its owner', async () => {
    const file = join(work, 'contacts.csv');
    writeFileSync(file, 'an older export');
    chmodSync(file, 0o644);
    const result = await staff(
      ['export', 'contacts', '--format', 'csv', '--out', file],
      suite.backend.env,
    );
    expect(result.code).toBe(0);
    expect(modeOf(file)).toBe(0o600);
    const csv = readFileSync(file, 'utf8');
    expect(csv).toContain(`"${hostileMessage.replace(';=1+1', ";'=1+1")}"`);
  });

  it('should write an application’s files readable only by their owner, in a folder only they can open', async () => {
    const folder = join(work, 'applications', applicationId);
    const first = await staff(['files', applicationId, '--out', folder], suite.backend.env);
    expect(first.code).toBe(0);
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(join(work, 'applications'))).toBe(0o700);
    const paths = first.stdout
      .split('\n')
      .filter((line) => /^[0-9a-f]{64} {2}/.test(line))
      .map((line) => line.split('  ')[1]!);
    expect(paths).toHaveLength(2);
    for (const path of paths) {
      expect(modeOf(path)).toBe(0o600);
      chmodSync(path, 0o644);
    }
    // Saved again over copies someone made readable: the new copies are private again.
    expect((await staff(['files', applicationId, '--out', folder], suite.backend.env)).code).toBe(
      0,
    );
    for (const path of paths) expect(modeOf(path)).toBe(0o600);
  });

  it('should write the backup readable only by its owner, also over an existing file', async () => {
    const file = join(work, 'backup.sqlite');
    writeFileSync(file, 'not a database');
    chmodSync(file, 0o644);
    const result = await staff(['backup', file], suite.backend.env);
    expect(result.code).toBe(0);
    expect(modeOf(file)).toBe(0o600);
    const copy = new SQLite(file, { readonly: true });
    try {
      const row = copy.prepare('select count(*) as count from contact_messages').get() as {
        count: number;
      };
      expect(row.count).toBe(1);
    } finally {
      copy.close();
    }
  });
});
