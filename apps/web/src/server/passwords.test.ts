// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, scryptParameters, verifyPassword } from './passwords';

describe('password hashing (D17)', () => {
  it('should store scrypt with the OWASP parameters, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('Secret#2026');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual([
      'scrypt',
      scryptParameters.N,
      scryptParameters.r,
      scryptParameters.p,
    ]);
    expect(scryptParameters).toMatchObject({ N: 16384, r: 8, p: 5 });
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(64);
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

  it('should refuse malformed or absurd hashes without trying them', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1099511627776$8$5$c2FsdA==$aGFzaA==')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$5$c2FsdA==$')).toBe(false);
  });
});
