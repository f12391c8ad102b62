'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { ServerScript } from '../private/ServerScript';
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
  const region = useRef<HTMLDivElement>(null);
  // From here on the component keeps the list; the server's script stands down.
  useEffect(() => region.current?.setAttribute('data-hydrated', ''), []);

  return (
    // The live region stays mounted while hidden, so that screen readers announce what changes
    // in it. The list is always in the markup and a rule's state is one attribute, which its icon
    // and its words follow in CSS: the page's own script can then keep it up to date before the
    // app runs, and hydration finds the markup it renders.
    <div
      ref={region}
      id={id}
      className={styles.checklist}
      aria-live="polite"
      data-state={visible ? 'visible' : 'hidden'}
    >
      <div hidden={!visible}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <ul className={styles.list}>
          {evaluateRules(rules, value).map((rule) => {
            const state: RuleState = rule.met ? 'met' : 'unmet';
            return (
              // Keyed by state: a rule that flips is a new item, announced whole (label and state).
              <li
                key={`${rule.id}-${state}`}
                className={styles.rule}
                data-state={state}
                data-pattern={rule.pattern?.source}
              >
                <span className={styles.icon} aria-hidden="true" />
                <span>
                  {rule.label}
                  <span className={visuallyHidden}>
                    {', '}
                    <span className={styles.metWord}>{stateLabels.met}</span>
                    <span className={styles.unmetWord}>{stateLabels.unmet}</span>
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      {id && rules.some((rule) => rule.pattern) ? <ServerScript name="passwordChecklist" /> : null}
    </div>
  );
}
