// Written inside each waiting summary by the kit's ErrorSummary (ServerScript `afterParsing`), as
// a module script: it runs once the page is parsed and finds its summaries by their attributes.
import { watchErrorSummaries } from './errorSummary';

watchErrorSummaries();
