import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import * as styles from './PasswordChecklist.css';
import { evaluateRules, type PasswordRule } from './evaluateRules';

/** A rule's `data-state`. */
export const passwordRuleStates = ['met', 'unmet'] as const;
type RuleState = (typeof passwordRuleStates)[number];

export interface PasswordChecklistProps {
  /** The rules, in the app's words; each label is shown with its state. */
  rules: readonly PasswordRule[];
  /** The password as typed. */
  value: string;
  /** Meant to be shown only when it helps: the app shows it while the field has focus or text, and after a failed submit. */
  visible: boolean;
  /** Give the password field `describedBy={id}` so the rules are read with it. */
  id?: string;
  /** An optional line above the list, e.g. 'Your password needs'. */
  title?: ReactNode;
  /** Screen-reader words after each rule; English unless the app's language differs. */
  stateLabels?: Record<RuleState, string>;
}

const defaultStateLabels = { met: 'met', unmet: 'not met' } as const;

export function PasswordChecklist({
  rules,
  value,
  visible,
  id,
  title,
  stateLabels = defaultStateLabels,
}: PasswordChecklistProps) {
  return (
    // The live region stays mounted while hidden, so that screen readers announce what changes in it.
    <div
      id={id}
      className={styles.checklist}
      aria-live="polite"
      data-state={visible ? 'visible' : 'hidden'}
    >
      {visible ? (
        <>
          {title ? <p className={styles.title}>{title}</p> : null}
          <ul className={styles.list}>
            {evaluateRules(rules, value).map((rule) => {
              const state: RuleState = rule.met ? 'met' : 'unmet';
              return (
                // Keyed by state: a rule that flips is a new item, announced whole (label and state).
                <li key={`${rule.id}-${state}`} className={styles.rule} data-state={state}>
                  <span className={styles.icon} aria-hidden="true">
                    {rule.met ? '✓' : '✗'}
                  </span>
                  <span>
                    {rule.label}
                    <span className={visuallyHidden}>
                      {', '}
                      {stateLabels[state]}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}
