export interface PasswordRule {
  id: string;
  /** What the rule asks for, e.g. 'At least 8 characters'. */
  label: string;
  test: (value: string) => boolean;
  /**
   * The same rule as a regular expression without flags, when it can be one. It is written into
   * the page, so that the list follows typing before the app runs (@ngs/html-first's
   * `passwordChecklist/`).
   * Derive `test` from it (`(value) => pattern.test(value)`) so that the two cannot disagree.
   */
  pattern?: RegExp;
}

export interface EvaluatedPasswordRule extends PasswordRule {
  met: boolean;
}

/** Each rule with whether `value` meets it, in the given order. */
export function evaluateRules(
  rules: readonly PasswordRule[],
  value: string,
): EvaluatedPasswordRule[] {
  return rules.map((rule) => ({ ...rule, met: rule.test(value) }));
}

/** A rule decided by a regular expression, with `test` derived from it. */
export function patternRule(id: string, label: string, pattern: RegExp): PasswordRule {
  return { id, label, pattern, test: (value) => pattern.test(value) };
}
