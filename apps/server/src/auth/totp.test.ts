import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  groupedSecret,
  hotp,
  matchingTotpStep,
  newTotpSecret,
  otpauthUri,
  totpCode,
} from './totp';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890", eight digits.
const rfcSecret = Buffer.from('12345678901234567890');
const rfcVectors: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it.each(rfcVectors)('should give the RFC 6238 value at %i seconds', (seconds, value) => {
    expect(hotp(rfcSecret, Math.floor(seconds / 30), 8)).toBe(value);
  });

  it('should read back the base32 it writes, and the RFC 4648 example', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(groupedSecret(secret).toLowerCase()))).toBe(secret);
  });

  it('should accept the code of the step before, now and after, and no other', () => {
    const secret = base32Encode(rfcSecret);
    const at = new Date(1111111109_000);
    const step = Math.floor(1111111109 / 30);
    expect(totpCode(secret, at)).toBe('081804');
    expect(matchingTotpStep(secret, '081804', at)).toBe(step);
    expect(matchingTotpStep(secret, '081 804', new Date(at.getTime() + 30_000))).toBe(step);
    expect(matchingTotpStep(secret, '081804', new Date(at.getTime() - 30_000))).toBe(step);
    expect(matchingTotpStep(secret, '081804', new Date(at.getTime() + 61_000))).toBeNull();
    for (const typed of ['', '08180', '0818045', 'abcdef', '000000']) {
      expect(matchingTotpStep(secret, typed, at)).toBeNull();
    }
  });

  it('should name the issuer and the account in the address an app reads', () => {
    const uri = otpauthUri({ issuer: 'NGS', account: 'hr@ngs.example', secret: 'ABCD' });
    expect(uri).toBe(
      'otpauth://totp/NGS%3Ahr%40ngs.example?secret=ABCD&issuer=NGS&algorithm=SHA1&digits=6&period=30',
    );
  });
});
