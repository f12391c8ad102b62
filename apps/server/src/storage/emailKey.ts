import { createHash } from 'node:crypto';

/**
 * An e-mail address as every store compares it: composed (NFC), trimmed, every letter lowered,
 * ASCII or not. It is computed here, once, and kept in its own column, so SQLite (whose lower()
 * knows only ASCII) and PostgreSQL (whose lower() follows its collation) find the same rows for
 * the same address.
 */
export const emailKey = (email: string): string => email.normalize('NFC').trim().toLowerCase();

/**
 * An address as the tables that only need to recognise it keep it (sign-in counts, trusted
 * browsers, sent mail): its key's SHA-256, so they never hold the address itself.
 */
export const addressDigest = (key: string): string =>
  createHash('sha256').update(`address:${key}`).digest('hex');
