import { useId } from 'react';
import { Image, type ImageSource } from '../../system/Image/Image';
import { AccentTitle } from '../AccentTitle/AccentTitle';
import * as styles from './Timeline.css';

export const timelineVariants = ['stacked', 'alternate'] as const;
export const timelineTitleLevels = ['h2', 'h3'] as const;

export interface TimelineStep {
  title: string;
  text: string;
  img?: ImageSource;
}

export interface TimelineProps {
  /** Names the timeline; its first two words get the accent colour. */
  title: string;
  titleAs?: (typeof timelineTitleLevels)[number];
  steps: readonly TimelineStep[];
  /** `alternate` zig-zags the steps left and right of a central rail on desktop. */
  variant?: (typeof timelineVariants)[number];
}

/** A titled, numbered sequence of steps. */
export function Timeline({ title, titleAs = 'h2', steps, variant = 'stacked' }: TimelineProps) {
  const titleId = useId();
  const StepTitle = titleAs === 'h2' ? 'h3' : 'h4';
  const listClass =
    variant === 'alternate' ? `${styles.list} ${styles.alternateList}` : styles.list;
  return (
    <div className={styles.timeline} data-variant={variant}>
      <AccentTitle as={titleAs} id={titleId}>
        {title}
      </AccentTitle>
      <ol className={listClass} aria-labelledby={titleId}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            {/* The list already tells assistive tech the position; the number is for the eye. */}
            <span className={styles.marker} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.body}>
              <StepTitle className={styles.stepTitle}>{step.title}</StepTitle>
              <p className={styles.stepText}>{step.text}</p>
            </div>
            {step.img && (
              <div className={styles.media}>
                <Image {...step.img} className={styles.image} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
