import { describe, expect, it } from 'vitest';
import { describeStorageError, markStorageFault, storageFault } from './errors';

const withCode = (code: string, name = 'Error') =>
  Object.assign(new Error('quoted: asha.rao@example.com'), { name, code });

describe('storageFault', () => {
  it.each([
    ['SQLITE_BUSY', 'busy'],
    ['SQLITE_BUSY_SNAPSHOT', 'busy'],
    ['SQLITE_FULL', 'full'],
    ['ENOSPC', 'full'],
    ['53100', 'full'],
    ['SQLITE_IOERR_WRITE', 'unavailable'],
    ['SQLITE_READONLY', 'unavailable'],
    ['ECONNREFUSED', 'unavailable'],
    ['ECONNRESET', 'unavailable'],
    ['08006', 'unavailable'],
    ['53300', 'unavailable'],
    ['57P01', 'unavailable'],
    ['57014', 'slow'],
    ['25P03', 'slow'],
    ['40001', 'busy'],
    ['40P01', 'busy'],
  ])('should call %s a %s storage fault', (code, kind) => {
    expect(storageFault(withCode(code))?.kind).toBe(kind);
  });

  it.each([
    ['23505', 'a unique violation'],
    ['42P01', 'a missing table'],
    ['22001', 'a value too long'],
    ['SQLITE_CONSTRAINT_NOTNULL', 'a NOT NULL violation'],
    ['ERR_INVALID_ARG_TYPE', 'a programming error'],
  ])('should not call %s (%s) a storage fault: it is a bug, 500', (code) => {
    expect(storageFault(withCode(code))).toBeUndefined();
  });

  it('should not call a TypeError a storage fault, unless it is the closed SQLite connection', () => {
    expect(storageFault(new TypeError('Cannot read properties of undefined'))).toBeUndefined();
    expect(storageFault(new TypeError('The database connection is not open'))?.kind).toBe(
      'unavailable',
    );
  });

  it('should recognise an error the storage layer marked, and keep the first mark', () => {
    const error = new Error('timeout exceeded when trying to connect');
    expect(storageFault(error)).toBeUndefined();
    markStorageFault(error, 'unavailable');
    markStorageFault(error, 'slow');
    expect(storageFault(error)).toMatchObject({ kind: 'unavailable', retryAfterSeconds: 30 });
  });
});

describe('describeStorageError', () => {
  it('should say what went wrong in words, without the error message for a refused connection', () => {
    expect(describeStorageError(withCode('ECONNREFUSED'), 5_000)).toMatch(/connection was refused/);
    const silent = markStorageFault(
      new Error('timeout exceeded when trying to connect'),
      'unavailable',
    );
    expect(describeStorageError(silent, 5_000)).toBe('the database did not answer within 5000 ms');
  });
});
