import { patternRule, type PasswordRule } from './evaluateRules';

/**
 * Example data for tests and stories: the five live checks of the application form
 * (spec section 5). The app passes its own rules, from its shared schema.
 */
export const exampleRules: readonly PasswordRule[] = [
  patternRule('min', 'At least 8 characters', /^[\s\S]{8,}$/),
  patternRule('max', 'At most 18 characters', /^[\s\S]{0,18}$/),
  patternRule('case', 'A lowercase and an uppercase letter', /^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])/),
  patternRule(
    'digitOrSymbol',
    'A digit or one of !@#$%^&*(),.?":{}|<>',
    /[0-9!@#$%^&*(),.?":{}|<>]/,
  ),
  patternRule('noSpace', 'No spaces', /^\S*$/),
];
