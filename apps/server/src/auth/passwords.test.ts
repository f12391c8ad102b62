// @vitest-environment node
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, verifyPasswordOrDecoy } from './passwords';

describe('password hashing (D17)', () => {
  it('should store Argon2id with OWASP parameters and a 16-byte salt, never the password', async () => {
    const stored = await hashPassword('Secret#2026');
    const [, scheme, version, parameters, salt, key] = stored.split('$');
    expect([scheme, version, parameters]).toEqual(['argon2id', 'v=19', 'm=19456,t=2,p=1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
    expect(stored).not.toContain('Secret#2026');
  });

  it('should salt every hash', async () => {
    expect(await hashPassword('Secret#2026')).not.toBe(await hashPassword('Secret#2026'));
  });

  it('should verify the right password and refuse a wrong one', async () => {
    const stored = await hashPassword('Secret#2026');
    expect(await verifyPassword('Secret#2026', stored)).toBe(true);
    expect(await verifyPassword('Secret#2027', stored)).toBe(false);
  });

  it('should accept the same password typed in another Unicode normal form', async () => {
    const stored = await hashPassword('Café#2026x');
    expect(await verifyPassword('Cafe\u0301#2026x', stored)).toBe(true);
  });

  describe('given a row stored with scrypt before Argon2id', () => {
    const salt = randomBytes(16);
    const key = scryptSync('Secret#2026', salt, 64, { N: 1024, r: 8, p: 1 });
    const legacy = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );

    it('should still verify its password and refuse another', async () => {
      expect(await verifyPassword('Secret#2026', legacy)).toBe(true);
      expect(await verifyPassword('Secret#2027', legacy)).toBe(false);
    });
  });

  it('should refuse malformed or absurd hashes without trying them', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$garbage')).toBe(false);
    expect(
      await verifyPassword('x', '$argon2id$v=19$m=4194304,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaA'),
    ).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1099511627776$8$5$c2FsdA==$aGFzaA==')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$5$c2FsdA==$')).toBe(false);
  });

  it('should check against the stored hash when there is one, and refuse without one', async () => {
    const stored = await hashPassword('Secret#2026');
    expect(await verifyPasswordOrDecoy('Secret#2026', stored)).toBe(true);
    expect(await verifyPasswordOrDecoy('Secret#2027', stored)).toBe(false);
    // Nothing opens an account that has no hash, not even the decoy's own password.
    expect(await verifyPasswordOrDecoy('not the password of anyone', null)).toBe(false);
    expect(await verifyPasswordOrDecoy('', undefined)).toBe(false);
  });
});
