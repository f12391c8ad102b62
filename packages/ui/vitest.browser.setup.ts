import './vitest.setup';
import { ngsTheme } from './src/theme';
import './src/theme/global.css';

// Components are styled through the theme's variables, set by its class on <html> (as an app does).
document.documentElement.classList.add(ngsTheme);
