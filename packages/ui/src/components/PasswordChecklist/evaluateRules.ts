export interface PasswordRule {
  id: string;
  /** What the rule asks for, e.g. 'At least 8 characters'. */
  label: string;
  test: (value: string) => boolean;
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
