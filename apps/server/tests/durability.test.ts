import { createHash } from 'node:crypto';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { plainText } from '../src/testing/files';
import { backendForSuite, startServer } from '../src/testing/harness';
import { applicationFields, applicationForm, sha256, upload } from '../src/testing/payloads';

const submissions = 500;

describe('D18: an acknowledged submission survives a crash (SQLite)', () => {
  const suite = backendForSuite('sqlite');

  it(`should keep every one of ${submissions} concurrent applications it answered 2xx, files intact, after SIGKILL`, async () => {
    const env = { ...suite.backend.env, REQUEST_TIMEOUT_MS: '600000' };
    const server = await startServer(env);

    // Kill once somewhere between 20 % and 80 % of the answers have arrived.
    const seed = createHash('sha256').update(String(Date.now())).digest().readUInt32LE(0);
    const killAfter = Math.floor(submissions * (0.2 + (seed / 2 ** 32) * 0.6));
    const sent = Array.from({ length: submissions }, (_, index) => {
      const resume = plainText(`Resume number ${index}\nseed ${seed}\n${'x'.repeat(index)}`);
      return { index, resume, sha256: sha256(resume) };
    });

    let answered = 0;
    let killed: Promise<void> | undefined;
    const acknowledged = new Map<string, string>();
    const results = await Promise.allSettled(
      sent.map(async ({ index, resume, sha256: hash }) => {
        const response = await fetch(`${server.origin}/job/apply`, {
          method: 'POST',
          body: applicationForm(applicationFields({ legalFirstName: `Applicant${index}` }), {
            resume: upload(resume, `resume-${index}.txt`, 'text/plain'),
          }),
        });
        const body = (await response.json()) as { id?: string };
        if (response.ok && body.id) acknowledged.set(body.id, hash);
        answered += 1;
        if (answered === killAfter) killed = server.kill();
        return response.status;
      }),
    );
    await killed;
    expect(server.child.signalCode).toBe('SIGKILL');
    const lost = results.filter((result) => result.status === 'rejected').length;
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter - 10);
    expect(lost).toBeGreaterThan(0);

    // The server comes back on the same data folder (WAL recovery) …
    const restarted = await startServer(env);
    try {
      expect((await fetch(`${restarted.origin}/`)).status).toBe(200);

      // … and every acknowledged application is there, with its file byte for byte.
      const db = new SQLite(join(suite.backend.dataDir, 'ngs.sqlite'), { readonly: true });
      try {
        const rows = db
          .prepare(
            `select a.id as id, f.sha256 as recorded, f.content as content
             from applications a left join application_files f on f.application_id = a.id`,
          )
          .all() as { id: string; recorded: string | null; content: Buffer | null }[];
        const stored = new Map(rows.map((row) => [row.id, row]));
        for (const [id, hash] of acknowledged) {
          const row = stored.get(id);
          expect(row, `acknowledged application ${id}`).toBeDefined();
          expect(row!.recorded).toBe(hash);
          expect(sha256(row!.content!)).toBe(hash);
        }
        // Nothing half-stored: every application that made it has its resume.
        expect(rows.filter((row) => row.content === null)).toEqual([]);
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
    } finally {
      await restarted.stop();
    }
    console.log(
      `durability: killed after ${killAfter} answers; ${acknowledged.size} acknowledged, ${lost} cut off, all acknowledged present`,
    );
  }, 300_000);
});
