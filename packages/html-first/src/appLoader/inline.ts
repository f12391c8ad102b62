// Every page's app script. The site's build knows the files; `appLoaderScript` declares them in a
// block around this script's text, so the text itself is the same for every build and page.
import { loadOnFirstActivity, type AppLoaderConfig } from './appLoader';

declare const appLoaderConfig: AppLoaderConfig;

loadOnFirstActivity(appLoaderConfig);
// Only the server writes it: it leaves the page once run, so hydration finds nothing in its place.
document.currentScript?.remove();
