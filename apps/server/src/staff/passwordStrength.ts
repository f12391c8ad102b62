import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords } from '@zxcvbn-ts/language-en';
import { brand } from '@ngs/content';

/**
 * Staff passwords follow NIST SP 800-63B (D32), not the application form's 8–18 rule: at least 15
 * characters, up to 256 (any character, spaces included), no rules about what kinds of character
 * it holds, and never one that is common or easy to guess. The guessing check is zxcvbn's:
 * lists of common passwords, names and words, keyboard patterns, repeats and sequences, and the
 * words of this context (the account's address, the company's name).
 */
export const staffPasswordRules = { minLength: 15, maxLength: 256 } as const;

export type StaffPasswordVerdict = 'ok' | 'too-short' | 'too-long' | 'too-guessable';

/** zxcvbn's score, 0–4: 4 means at least about 10^10 guesses, out of reach online and costly offline. */
const leastScore = 4;

let checker: ZxcvbnFactory | undefined;

export function judgeStaffPassword(password: string, email: string): StaffPasswordVerdict {
  const length = Array.from(password.normalize('NFC')).length;
  if (length < staffPasswordRules.minLength) return 'too-short';
  if (length > staffPasswordRules.maxLength) return 'too-long';
  checker ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
  });
  const [localPart = '', domain = ''] = email.split('@');
  const context = [email, localPart, ...domain.split('.'), brand.name, 'staff', 'inbox', 'ngs'];
  const { score } = checker.check(password.slice(0, 100), context);
  return score >= leastScore ? 'ok' : 'too-guessable';
}
