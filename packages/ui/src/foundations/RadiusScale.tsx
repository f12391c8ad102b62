import { vars } from '../theme/contract.css';
import { kitThemes, type ThemedFoundationProps } from './kitThemes';
import { radiusBox } from './scaleSamples.css';
import { ThemePanel } from './ThemePanel';
import { TokenTable, tokenRows } from './TokenTable';

/** Corner radii, from fields and small controls (sm) to cards (lg) and round buttons (full). */
export function RadiusScale({ theme }: ThemedFoundationProps) {
  const { label, values } = kitThemes[theme];
  return (
    <ThemePanel theme={theme}>
      <TokenTable
        caption={`Radii: ${label}`}
        sampleHeader="Corner"
        rows={tokenRows('radius', values.radius, (token) => (
          <span className={radiusBox} style={{ borderRadius: vars.radius[token] }} />
        ))}
      />
    </ThemePanel>
  );
}
