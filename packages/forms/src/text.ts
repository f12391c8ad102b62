import { z } from './zod';

/**
 * A basic address pattern: something, @, something with a dot neither first nor last; no spaces.
 * Linear on any input: no two neighbouring quantifiers can match the same character, so a
 * failed match never re-splits the text between them. (`[^\s@]+\.[^\s@]+` for the domain tries
 * every dot as the split, quadratic on `a@....@`.) Taking the domain up to its first dot after
 * the first character accepts exactly the domains the split form accepts.
 */
export const emailPattern = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/**
 * A failed check with `abort` skips the checks after it, so an over-long value stops at its
 * length and never reaches a pattern or a refinement.
 */
const stop = (error: string) => ({ error, abort: true });

/** A trimmed text that must be there and at most `max` long, each with its own message. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, stop(required)), z.maxLength(max, stop(tooLong)));

export const optionalText = (max: number, tooLong: string) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, stop(tooLong)))), '');

export const emailAddress = (required: string, invalid: string, max: number) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, stop(required)),
      z.maxLength(max, stop(invalid)),
      z.regex(emailPattern, invalid),
    );
