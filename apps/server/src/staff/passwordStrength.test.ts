import { describe, expect, it } from 'vitest';
import { judgeStaffPassword } from './passwordStrength';

const email = 'priya.hr@ngs.example';

describe('a staff password (NIST SP 800-63B)', () => {
  it.each([
    ['Harbour lights over the bay', 'ok'],
    ['correct horse battery staple', 'ok'],
    // Any characters at all, with no rule about their kinds.
    ['बंदरगाह की रोशनी और समुद्र', 'ok'],
    ['x'.repeat(14), 'too-short'],
    ['Short#Pass1', 'too-short'],
    ['a'.repeat(15), 'too-guessable'],
    ['passwordpassword', 'too-guessable'],
    ['123456789987654321', 'too-guessable'],
    ['qwertyuiopasdfghjkl', 'too-guessable'],
    ['priya.hr@ngs.example', 'too-guessable'],
  ] as const)('should judge %j %s', (password, verdict) => {
    expect(judgeStaffPassword(password, email)).toBe(verdict);
  });

  it('should take at least 64 characters and refuse more than 256', () => {
    const long =
      'the tide came in over the harbour wall at dusk and the lamps were lit one by one ';
    expect(judgeStaffPassword(long.repeat(3).slice(0, 256), email)).toBe('ok');
    expect(judgeStaffPassword(long.repeat(4), email)).toBe('too-long');
  });
});
