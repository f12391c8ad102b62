import type { CSSProperties } from 'react';
import { checkContrast, type ContrastResult, type ContrastUse } from '../theme/contrastPairs';
import type { ThemeValues } from '../theme/themeValues';
import { code, muted, table } from './foundations.css';
import { largeSample, nonTextSample, result, textSample } from './ContrastPairsTable.css';
import { kitThemes, type ThemedFoundationProps } from './kitThemes';
import { ThemePanel } from './ThemePanel';

const useLabels: Record<ContrastUse, string> = {
  text: 'Text',
  largeText: 'Large text',
  nonText: 'Focus ring or control edge',
};

function PairSample({ pair, colours }: { pair: ContrastResult; colours: ThemeValues['color'] }) {
  const paint: CSSProperties = { background: colours[pair.background] };
  if (pair.use === 'nonText') {
    return (
      <span className={nonTextSample} style={paint}>
        <span style={{ borderColor: colours[pair.foreground] }} />
      </span>
    );
  }
  return (
    <span
      className={pair.use === 'largeText' ? largeSample : textSample}
      style={{ ...paint, color: colours[pair.foreground] }}
    >
      Sample text
    </span>
  );
}

/**
 * Every foreground/background pair the components draw, measured in one theme: the same list
 * and formula the contrast test holds the theme to.
 */
export function ContrastPairsTable({ theme }: ThemedFoundationProps) {
  const { label, values } = kitThemes[theme];
  const results = checkContrast(values.color);
  return (
    <ThemePanel theme={theme}>
      <table className={table}>
        <caption>Contrast of the intended pairs: {label}</caption>
        <thead>
          <tr>
            <th scope="col">Foreground on background</th>
            <th scope="col">Sample</th>
            <th scope="col">Used for</th>
            <th scope="col">Ratio</th>
            <th scope="col">WCAG minimum</th>
          </tr>
        </thead>
        <tbody>
          {results.map((pair) => (
            <tr key={`${pair.foreground}-${pair.background}-${pair.use}`}>
              <th scope="row">
                <code className={code}>{pair.foreground}</code> on{' '}
                <code className={code}>{pair.background}</code>
              </th>
              <td>
                <PairSample pair={pair} colours={values.color} />
              </td>
              <td className={muted}>{pair.where}</td>
              <td className={result}>
                {pair.ratio.toFixed(2)}:1 {pair.passes ? 'passes' : 'FAILS'}
              </td>
              <td>
                {pair.minimum}:1 ({useLabels[pair.use]})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ThemePanel>
  );
}
