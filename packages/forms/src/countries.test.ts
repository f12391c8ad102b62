import { describe, expect, it } from 'vitest';
import { dialCodeOptions } from './index';

describe('dial codes (D16)', () => {
  it('should list every country with India (+91) first and names from Intl', () => {
    const options = dialCodeOptions();
    expect(options.length).toBeGreaterThan(200);
    expect(options[0]).toEqual({ country: 'IN', dialCode: '+91', name: 'India' });
    expect(options.find((option) => option.country === 'GB')).toMatchObject({
      dialCode: '+44',
      name: 'United Kingdom',
    });
    expect(new Set(options.map((option) => option.country)).size).toBe(options.length);
  });

  it('should be the list that libphonenumber and Intl give today (run scripts/dial-codes.mjs)', async () => {
    // @ts-expect-error: a plain .mjs script without declarations.
    const { computeDialCodes } = await import('../scripts/dial-codes.mjs');
    expect(dialCodeOptions()).toEqual(computeDialCodes());
  });
});
