import type { ColourToken } from '../theme/themeValues';
import { colourRoles } from './colourRoles';
import { code, muted, swatch, table } from './foundations.css';
import { kitThemes, type ThemedFoundationProps } from './kitThemes';
import { ThemePanel } from './ThemePanel';

/** Every colour slot of the contract with the value one theme gives it. */
export function ColourTokens({ theme }: ThemedFoundationProps) {
  const { label, values } = kitThemes[theme];
  const tokens = Object.entries(values.color) as [ColourToken, string][];
  return (
    <ThemePanel theme={theme}>
      <table className={table}>
        <caption>Colour tokens: {label}</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Swatch</th>
            <th scope="col">Value</th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map(([token, value]) => (
            <tr key={token}>
              <th scope="row">
                <code className={code}>color.{token}</code>
              </th>
              <td>
                <span className={swatch} style={{ background: value }} />
              </td>
              <td>
                <code className={code}>{value}</code>
              </td>
              <td className={muted}>{colourRoles[token]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ThemePanel>
  );
}
