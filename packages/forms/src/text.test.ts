import { describe, expect, it } from 'vitest';
import { emailPattern } from './index';

describe('email pattern', () => {
  // The pattern the form used before: the reference for which addresses are valid.
  const reference = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it('should accept exactly the addresses the reference pattern accepts', () => {
    const alphabet = ['a', '@', '.', ' ', '\u00a0'];
    const strings = [''];
    for (let length = 1; length <= 7; length += 1) {
      for (const prefix of strings.filter((value) => value.length === length - 1)) {
        for (const character of alphabet) strings.push(prefix + character);
      }
    }
    const disagreements = strings.filter(
      (value) => emailPattern.test(value) !== reference.test(value),
    );
    expect(disagreements).toEqual([]);
    expect(emailPattern.test('ravi.kumar@mail.example.co.in')).toBe(true);
  });
});
