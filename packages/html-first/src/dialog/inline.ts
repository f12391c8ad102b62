// Written once per page by the kit's Dialog (ServerScript `once`), as a module script: run once
// the page is parsed, so the parser never stops at it. Only the server writes it, so it leaves
// the page once it has run, and hydration finds the same nothing in its place.
import { keepTabInModalDialogs } from './dialog';

keepTabInModalDialogs();
document.querySelector('script[data-page-script=dialog]')?.remove();
