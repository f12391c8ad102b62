import { useSyncExternalStore } from 'react';
import { breakpoints, mediaQueries } from '../theme/tokens';
import { code, muted, table } from './foundations.css';
import type { KitThemeName } from './kitThemes';
import { ThemePanel } from './ThemePanel';

type MediaQueryName = keyof typeof mediaQueries;

const meanings: Record<MediaQueryName, string> = {
  mobile: `Up to ${breakpoints.mobile} px: phones; layouts drop to one column`,
  tablet: `Up to ${breakpoints.tablet} px: tablets and small laptops; two columns`,
  desktop: `From ${breakpoints.tablet + 1} px: the full layout`,
  reducedMotion: 'The visitor asked for less motion: no transitions, animations or autoplay',
  finePointer: 'A mouse or trackpad: the pointer-following effects run only then',
};

function subscribe(onChange: () => void) {
  const lists = Object.values(mediaQueries).map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

// A string, not an array, so useSyncExternalStore sees an unchanged answer as equal.
function matchingNames(): string {
  return (Object.keys(mediaQueries) as MediaQueryName[])
    .filter((name) => window.matchMedia(mediaQueries[name]).matches)
    .join(' ');
}

interface BreakpointsProps {
  /** The theme the table is drawn in; breakpoints are the same in every theme. */
  theme?: KitThemeName;
}

/**
 * The widths the layout changes at and the other media queries the kit reads. They are plain
 * numbers in `tokens.ts`, not theme variables, because media queries cannot read CSS variables.
 */
export function Breakpoints({ theme = 'ngs' }: BreakpointsProps) {
  const matching = useSyncExternalStore(subscribe, matchingNames, () => '').split(' ');
  return (
    <ThemePanel theme={theme}>
      <table className={table}>
        <caption>Breakpoints and media queries</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Media query</th>
            <th scope="col">What changes</th>
            <th scope="col">Matches this window</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(mediaQueries) as MediaQueryName[]).map((name) => (
            <tr key={name}>
              <th scope="row">
                <code className={code}>{name}</code>
              </th>
              <td>
                <code className={code}>{mediaQueries[name]}</code>
              </td>
              <td className={muted}>{meanings[name]}</td>
              <td>{matching.includes(name) ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ThemePanel>
  );
}
