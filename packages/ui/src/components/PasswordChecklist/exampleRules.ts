import type { PasswordRule } from './evaluateRules';

/**
 * Example data for tests and stories: the five live checks of the application form
 * (spec section 5). The app passes its own rules, from its shared schema.
 */
export const exampleRules: readonly PasswordRule[] = [
  { id: 'min', label: 'At least 8 characters', test: (value) => value.length >= 8 },
  { id: 'max', label: 'At most 18 characters', test: (value) => value.length <= 18 },
  {
    id: 'case',
    label: 'A lowercase and an uppercase letter',
    test: (value) => /[a-z]/.test(value) && /[A-Z]/.test(value),
  },
  {
    id: 'digitOrSymbol',
    label: 'A digit or one of !@#$%^&*(),.?":{}|<>',
    test: (value) => /[0-9!@#$%^&*(),.?":{}|<>]/.test(value),
  },
  { id: 'noSpace', label: 'No spaces', test: (value) => !/\s/.test(value) },
];
