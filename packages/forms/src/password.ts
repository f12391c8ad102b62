import { password, passwordRules } from '@ngs/content';

type RuleId = (typeof passwordRules)[number]['id'];

const special = new RegExp(`[${password.specialCharacters.replace(/[\\\]^-]/g, '\\$&')}]`);

/** The five live checks of spec section 5, keyed by the rule ids the content labels. */
const tests: Record<RuleId, (value: string) => boolean> = {
  minLength: (value) => value.length >= password.minLength,
  maxLength: (value) => value.length <= password.maxLength,
  mixedCase: (value) => /[a-z]/.test(value) && /[A-Z]/.test(value),
  digitOrSpecial: (value) => /\d/.test(value) || special.test(value),
  noWhitespace: (value) => !/\s/.test(value),
};

/** Rules as data (D15): each label with the predicate that decides it. */
export const passwordChecks = passwordRules.map((rule) => ({ ...rule, test: tests[rule.id] }));

export function passwordMeetsRules(value: string): boolean {
  return passwordChecks.every((rule) => rule.test(value));
}
