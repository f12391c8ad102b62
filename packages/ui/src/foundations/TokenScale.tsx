import type { ReactNode } from 'react';
import { vars } from '../theme/contract.css';
import { kitThemes, type ThemedFoundationProps } from './kitThemes';
import { radiusBox, shadowCard, shadowStage, spaceBar } from './scaleSamples.css';
import { ThemePanel } from './ThemePanel';
import { TokenTable, tokenRows } from './TokenTable';

interface ScaleDrawing {
  caption: string;
  sampleHeader: string;
  /** The sample for one step, drawn through the theme's CSS variable for it. */
  sample: (cssVar: string) => ReactNode;
}

/** The theme's size scales, each with how its steps are captioned and drawn. */
const scales = {
  space: {
    caption: 'Spacing',
    sampleHeader: 'Width',
    sample: (cssVar) => <span className={spaceBar} style={{ inlineSize: cssVar }} />,
  },
  radius: {
    caption: 'Radii',
    sampleHeader: 'Corner',
    sample: (cssVar) => <span className={radiusBox} style={{ borderRadius: cssVar }} />,
  },
  shadow: {
    caption: 'Elevation (shadows)',
    sampleHeader: 'Shadow',
    sample: (cssVar) => (
      <span className={shadowStage}>
        <span className={shadowCard} style={{ boxShadow: cssVar }} />
      </span>
    ),
  },
} satisfies Record<string, ScaleDrawing>;

export type TokenScaleName = keyof typeof scales;

export const tokenScaleNames = Object.keys(scales) as TokenScaleName[];

export interface TokenScaleProps extends ThemedFoundationProps {
  /**
   * Which scale: `space`, the gaps and padding, drawn as bars as wide as each step; `radius`,
   * the corners, from fields and small controls (sm) to cards (lg) and round buttons (full);
   * `shadow`, the elevation that lifts quiet cards (sm), buttons and hovered cards (md), and
   * menus, dialogs and toasts (lg) off the page.
   */
  scale: TokenScaleName;
}

/** One of the theme's size scales as a table: each step, the theme's value, and a sample drawn with it. */
export function TokenScale({ scale, theme }: TokenScaleProps) {
  const { label, values } = kitThemes[theme];
  const { caption, sampleHeader, sample }: ScaleDrawing = scales[scale];
  const cssVars: Record<string, string> = vars[scale];
  return (
    <ThemePanel theme={theme}>
      <TokenTable
        caption={`${caption}: ${label}`}
        sampleHeader={sampleHeader}
        rows={tokenRows(scale, values[scale], (token) => sample(cssVars[token] ?? ''))}
      />
    </ThemePanel>
  );
}
