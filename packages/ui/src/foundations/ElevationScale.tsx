import { vars } from '../theme/contract.css';
import { kitThemes, type ThemedFoundationProps } from './kitThemes';
import { shadowCard, shadowStage } from './scaleSamples.css';
import { ThemePanel } from './ThemePanel';
import { TokenTable, tokenRows } from './TokenTable';

/** Elevation: the shadows that lift quiet cards (sm), buttons and hovered cards (md), and menus, dialogs and toasts (lg) off the page. */
export function ElevationScale({ theme }: ThemedFoundationProps) {
  const { label, values } = kitThemes[theme];
  return (
    <ThemePanel theme={theme}>
      <TokenTable
        caption={`Elevation (shadows): ${label}`}
        sampleHeader="Shadow"
        rows={tokenRows('shadow', values.shadow, (token) => (
          <span className={shadowStage}>
            <span className={shadowCard} style={{ boxShadow: vars.shadow[token] }} />
          </span>
        ))}
      />
    </ThemePanel>
  );
}
