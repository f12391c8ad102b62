import { describe, expect, it } from 'vitest';
import { valuesToKeep } from './index';

describe('a refused submission sent back to the page (D27)', () => {
  it('should keep every text value but the password and the honeypot', () => {
    expect(
      valuesToKeep({
        email: 'asha@example.com',
        password: 'Secret#2026',
        website: 'http://spam.example',
        legalFirstName: 'Asha',
        resume: { name: 'cv.pdf' },
      }),
    ).toEqual({ email: 'asha@example.com', legalFirstName: 'Asha' });
  });
});
