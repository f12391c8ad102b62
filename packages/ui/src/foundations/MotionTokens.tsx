import { useId, useState } from 'react';
import { vars } from '../theme/contract.css';
import { muted, note } from './foundations.css';
import { kitThemes, type ThemedFoundationProps } from './kitThemes';
import {
  button,
  checkboxLabel,
  controls,
  curve,
  dot,
  dotDuration,
  track,
} from './MotionTokens.css';
import { ThemePanel } from './ThemePanel';
import { TokenTable, tokenRows } from './TokenTable';

// createVar gives `var(--name)`; an inline style needs the bare `--name`.
const customProperty = (reference: string) => reference.slice(4, -1);

/** The four numbers of a `cubic-bezier()`, or undefined for a keyword easing. */
function bezierPoints(easing: string): number[] | undefined {
  const match = /^cubic-bezier\(([^)]*)\)$/.exec(easing.trim());
  const points = match?.[1]?.split(',').map(Number);
  return points?.length === 4 && points.every(Number.isFinite) ? points : undefined;
}

function EasingCurve({ easing }: { easing: string }) {
  const points = bezierPoints(easing);
  if (!points) return <span className={muted}>(keyword easing)</span>;
  const [x1, y1, x2, y2] = points.map((point) => point * 100);
  return (
    <svg className={curve} viewBox="0 0 100 100" role="img" aria-label={`Curve of ${easing}`}>
      <g transform="translate(0 100) scale(1 -1)">
        <path d="M0 0 L100 100" stroke="currentColor" strokeOpacity="0.3" fill="none" />
        <path
          d={`M0 0 C${x1} ${y1} ${x2} ${y2} 100 100`}
          stroke="currentColor"
          strokeWidth="3"
          fill="none"
        />
      </g>
    </svg>
  );
}

/**
 * Durations and easing, with a demonstration that moves one dot per duration and stops moving
 * under prefers-reduced-motion (or the demo's own switch), as the kit's components do.
 */
export function MotionTokens({ theme }: ThemedFoundationProps) {
  const { label, values } = kitThemes[theme];
  const [moved, setMoved] = useState(false);
  const [reduced, setReduced] = useState(false);
  const reducedId = useId();
  return (
    <ThemePanel theme={theme}>
      <div className={controls}>
        <button
          type="button"
          className={button}
          aria-pressed={moved}
          onClick={() => setMoved((value) => !value)}
        >
          Move the dots
        </button>
        <span className={checkboxLabel}>
          <input
            id={reducedId}
            type="checkbox"
            checked={reduced}
            onChange={(event) => setReduced(event.target.checked)}
          />
          <label htmlFor={reducedId}>Act as if prefers-reduced-motion were set</label>
        </span>
      </div>
      <p className={`${note} ${muted}`}>
        With reduced motion, from the system setting or the box above, the dots jump: the kit
        switches transitions and animations off rather than shortening them.
      </p>
      <div data-moved={moved} data-reduced-motion={reduced}>
        <TokenTable
          caption={`Durations: ${label}`}
          sampleHeader="Demonstration"
          rows={tokenRows('duration', values.duration, (token) => (
            <span className={track}>
              <span
                className={dot}
                data-testid={`motion-dot-${token}`}
                style={{ [customProperty(dotDuration)]: vars.duration[token] }}
              />
            </span>
          ))}
        />
      </div>
      <TokenTable
        caption={`Easing: ${label}`}
        sampleHeader="Curve (time across, progress up)"
        rows={tokenRows('easing', values.easing, (token, value) => (
          <EasingCurve easing={value} />
        ))}
      />
    </ThemePanel>
  );
}
