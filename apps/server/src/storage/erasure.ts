import { rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What a deletion must also reach besides the rows (D33): the `.eml` copies of the deleted mail
 * (written when there is no SMTP_URL), and on SQLite the freed pages. SQLite runs with
 * `secure_delete`, so deleted content is overwritten with zeros; the checkpoint then moves those
 * pages out of the write-ahead log, which still held the old ones, and truncates it.
 */
export interface Erasure {
  mailFolder?: string;
  scrubFreedPages?: () => Promise<void>;
}

/** After a deletion has committed: the mail files of the outbox rows it deleted, then the pages. */
export async function finishErasure(erasure: Erasure, deletedMailIds: readonly string[]) {
  if (erasure.mailFolder) {
    const folder = erasure.mailFolder;
    await Promise.all(deletedMailIds.map((id) => rm(join(folder, `${id}.eml`), { force: true })));
  }
  await erasure.scrubFreedPages?.();
}
