import type { TitledText } from '@ngs/content';
import { Heading, listReset, Section } from '@ngs/ui';
import * as styles from './ProcessSteps.css';

/**
 * A process in numbered steps, words only: one row of steps on a rail across wide screens, a
 * column of compact rows below. The pictures of the steps belong to /qualitymanagement (D46).
 */
export function ProcessSteps({ title, steps }: { title: string; steps: readonly TitledText[] }) {
  return (
    <Section title={title} tone="tinted">
      <ol className={`${listReset} ${styles.steps}`}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            {/* The list already tells assistive tech the position; the number is for the eye. */}
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <Heading level={3} size="lg" className={styles.title}>
              {step.title}
            </Heading>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
