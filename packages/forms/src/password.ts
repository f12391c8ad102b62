import { password, passwordRules } from '@ngs/content';

type RuleId = (typeof passwordRules)[number]['id'];

const special = password.specialCharacters.replace(/[\\\]^-]/g, '\\$&');

/**
 * The five live checks of spec section 5, keyed by the rule ids the content labels. Each is a
 * regular expression without flags: the same one decides here, on the server, and in the page
 * before its app runs (the checklist writes it into the HTML).
 */
const patterns: Record<RuleId, RegExp> = {
  minLength: new RegExp(`^[\\s\\S]{${password.minLength},}$`),
  maxLength: new RegExp(`^[\\s\\S]{0,${password.maxLength}}$`),
  mixedCase: /^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])/,
  digitOrSpecial: new RegExp(`[\\d${special}]`),
  noWhitespace: /^\S*$/,
};

/** Rules as data (D15): each label with the pattern that decides it, and `test` from it. */
export const passwordChecks = passwordRules.map((rule) => {
  const pattern = patterns[rule.id];
  return { ...rule, pattern, test: (value: string) => pattern.test(value) };
});

export function passwordMeetsRules(value: string): boolean {
  return passwordChecks.every((rule) => rule.test(value));
}
