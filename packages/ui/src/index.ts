import './theme/global.css';

export { vars, ngsTheme, harbourTheme, breakpoints, mediaQueries } from './theme';
export { visuallyHidden } from './css/visuallyHidden.css';

export { Button, buttonSizes, buttonVariants } from './components/Button/Button';
export type { ButtonProps } from './components/Button/Button';
export { AccentTitle, accentTitleLevels } from './components/AccentTitle/AccentTitle';
export type { AccentTitleProps } from './components/AccentTitle/AccentTitle';
export { splitAccent } from './components/AccentTitle/splitAccent';
