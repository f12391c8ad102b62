import type { ReactNode } from 'react';
import { classNames } from '../system/classNames';
import { panel } from './foundations.css';
import { kitThemes, type KitThemeName } from './kitThemes';

interface ThemePanelProps {
  theme: KitThemeName;
  children: ReactNode;
}

/**
 * Puts its content under one theme's class, whatever theme the page has. `sb-unstyled` keeps
 * Storybook's docs styles off the tables, so only the theme colours them.
 */
export function ThemePanel({ theme, children }: ThemePanelProps) {
  return (
    <div className={classNames(kitThemes[theme].className, panel, 'sb-unstyled')}>{children}</div>
  );
}
