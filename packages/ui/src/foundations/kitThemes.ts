import { harbourTheme, harbourThemeValues } from '../theme/harbourTheme.css';
import { ngsTheme, ngsThemeValues } from '../theme/ngsTheme.css';
import type { ThemeValues } from '../theme/themeValues';

export interface KitTheme {
  label: string;
  className: string;
  values: ThemeValues;
}

/** The two themes the kit ships, as the Foundations pages show them side by side. */
export const kitThemes = {
  ngs: { label: 'NGS', className: ngsTheme, values: ngsThemeValues },
  harbour: { label: 'Harbour (example)', className: harbourTheme, values: harbourThemeValues },
} as const satisfies Record<string, KitTheme>;

export type KitThemeName = keyof typeof kitThemes;

export const kitThemeNames = Object.keys(kitThemes) as KitThemeName[];

export interface ThemedFoundationProps {
  /** Which of the kit's themes to show. */
  theme: KitThemeName;
}
