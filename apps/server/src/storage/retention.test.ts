import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshSqliteEachTest } from '../testing/freshSqlite';
import { keepRetention } from './retention';
import {
  listApplicationFiles,
  listApplications,
  listContactMessages,
  submissionStore,
} from './submissions';
import { application, file } from '../testing/storedSubmissions';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2026-01-15T09:00:00.000Z');

const resume = file('stored-cv.txt');
const message = (text: string) => ({
  name: 'Ravi',
  email: 'ravi@example.com',
  phone: '',
  subject: '',
  message: text,
});

describe('retention (D29)', () => {
  const fresh = freshSqliteEachTest('retention');

  const log = vi.fn();

  beforeEach(async () => {
    // Only the clock moves: the database's own timers run as they do.
    vi.useFakeTimers({ toFake: ['Date'] });
    log.mockClear();
  });
  afterEach(async () => {
    vi.useRealTimers();
  });

  /** Submissions received on two dates, 400 days apart. */
  async function receiveOldAndNew() {
    const store = submissionStore(fresh.database.db);
    vi.setSystemTime(start);
    await store.saveContactMessage(message('old'));
    await store.saveApplication(application, [resume]);
    vi.setSystemTime(new Date(start.getTime() + 400 * day));
    await store.saveContactMessage(message('new'));
  }

  /** Retention's first pass, `days` after `start`, keeping `retentionDays`: what it deleted. */
  async function firstPass(
    retentionDays: number,
    days: number,
    options?: { erasure: { mailFolder: string } },
  ) {
    const retention = keepRetention({
      db: fresh.database.db,
      retentionDays,
      log,
      now: () => new Date(start.getTime() + days * day),
      ...options,
    });
    retention.stop();
    return retention.first;
  }

  it('should delete what is past the period, files included, and keep what is not', async () => {
    await receiveOldAndNew();
    expect(await firstPass(730, 731)).toEqual({ contactMessages: 1, applications: 1, files: 1 });
    expect((await listContactMessages(fresh.database.db)).map((row) => row.message)).toEqual([
      'new',
    ]);
    expect(await listApplications(fresh.database.db)).toEqual([]);
    expect(await listApplicationFiles(fresh.database.db)).toEqual([]);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'retention', contactMessages: 1, applications: 1 }),
    );
  });

  it('should keep everything until the period has passed', async () => {
    await receiveOldAndNew();
    expect(await firstPass(730, 729)).toEqual({ contactMessages: 0, applications: 0, files: 0 });
    expect(await listContactMessages(fresh.database.db)).toHaveLength(2);
    expect(await listApplicationFiles(fresh.database.db)).toHaveLength(1);
  });

  it('should follow the configured period', async () => {
    await receiveOldAndNew();
    expect((await firstPass(30, 431))?.contactMessages).toBe(2);
  });

  it('should delete the .eml copies of mail sent more than 30 days ago, and keep the newer ones', async () => {
    const folder = join(fresh.dataDir, 'mail');
    mkdirSync(folder);
    const sentAt = (days: number) => new Date(start.getTime() + days * day);
    for (const [name, days] of [
      ['old', 0],
      ['recent', 20],
    ] as const) {
      writeFileSync(join(folder, `${name}.eml`), 'Subject: Your application\n');
      utimesSync(join(folder, `${name}.eml`), sentAt(days), sentAt(days));
    }
    writeFileSync(join(folder, 'notes.txt'), 'not mail');
    utimesSync(join(folder, 'notes.txt'), sentAt(0), sentAt(0));
    await firstPass(730, 35, { erasure: { mailFolder: folder } });
    expect(readdirSync(folder).sort()).toEqual(['notes.txt', 'recent.eml']);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'sent-mail-cleared', files: 1 }),
    );
  });
});
