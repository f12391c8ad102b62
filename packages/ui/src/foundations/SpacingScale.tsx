import { vars } from '../theme/contract.css';
import { kitThemes, type ThemedFoundationProps } from './kitThemes';
import { spaceBar } from './scaleSamples.css';
import { ThemePanel } from './ThemePanel';
import { TokenTable, tokenRows } from './TokenTable';

/** The spacing scale: gaps and padding, drawn as bars as wide as each step. */
export function SpacingScale({ theme }: ThemedFoundationProps) {
  const { label, values } = kitThemes[theme];
  return (
    <ThemePanel theme={theme}>
      <TokenTable
        caption={`Spacing: ${label}`}
        sampleHeader="Width"
        rows={tokenRows('space', values.space, (token) => (
          <span className={spaceBar} style={{ inlineSize: vars.space[token] }} />
        ))}
      />
    </ThemePanel>
  );
}
