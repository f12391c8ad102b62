import { describe, expect, it } from 'vitest';
import { passwordChecks, passwordMeetsRules } from './index';

describe('password rules (spec section 5, D15)', () => {
  const rule = (id: string) => passwordChecks.find((check) => check.id === id)!.test;

  it('should flip the length rules exactly at 8 and 18 characters', () => {
    expect(rule('minLength')('a'.repeat(7))).toBe(false);
    expect(rule('minLength')('a'.repeat(8))).toBe(true);
    expect(rule('maxLength')('a'.repeat(18))).toBe(true);
    expect(rule('maxLength')('a'.repeat(19))).toBe(false);
  });

  it('should need both a lowercase and an uppercase letter', () => {
    expect(rule('mixedCase')('abcdefgh')).toBe(false);
    expect(rule('mixedCase')('ABCDEFGH')).toBe(false);
    expect(rule('mixedCase')('abcdEFGH')).toBe(true);
  });

  it('should accept a digit or any of the listed special characters, and nothing else', () => {
    expect(rule('digitOrSpecial')('abcdefgh')).toBe(false);
    expect(rule('digitOrSpecial')('abcdefg1')).toBe(true);
    for (const character of '!@#$%^&*(),.?":{}|<>') {
      expect(rule('digitOrSpecial')(`abc${character}`), character).toBe(true);
    }
    expect(rule('digitOrSpecial')('abc-_=+')).toBe(false);
  });

  it('should refuse any whitespace', () => {
    expect(rule('noWhitespace')('abc def')).toBe(false);
    expect(rule('noWhitespace')('abc\tdef')).toBe(false);
    expect(rule('noWhitespace')('abcdef')).toBe(true);
  });

  it('should pass a password only when all five rules pass', () => {
    expect(passwordMeetsRules('Secret#2026')).toBe(true);
    expect(passwordMeetsRules('secret#2026')).toBe(false);
    expect(passwordMeetsRules('Secret 2026')).toBe(false);
  });
});
