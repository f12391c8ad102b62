import { useMatches } from '@tanstack/react-router';
import { createContext, useContext } from 'react';

/** A page's app script for the routes it matched, root first (@ngs/html-first's appLoaderScript). */
export type AppScriptFor = (routeIds: readonly string[]) => string;

// A function, not the files: this module is in the browser's bundle too, and writing the script
// here would ship the loader's text and every route's files to the browser for nothing.
const AppScriptContext = createContext<AppScriptFor | undefined>(undefined);

/** Set by the server's render only (entry-server.tsx), from the files the build wrote. */
export const AppScriptProvider = AppScriptContext;

/**
 * Writes the page's app script (@ngs/html-first: the app loader, given the app's files and the
 * matched routes' chunks) into the server's HTML. The router's `<Scripts>` would do it from its
 * manifest, but it also copies that manifest into the state it hands the browser, so the files
 * would travel twice. The script removes itself once it has run, and the browser's render has
 * none to write, so hydration finds the same nothing in its place.
 */
export function AppScript() {
  const scriptFor = useContext(AppScriptContext);
  // The browser's render has none: it need not follow the matches on every navigation.
  return scriptFor ? <MatchedRoutesScript scriptFor={scriptFor} /> : null;
}

function MatchedRoutesScript({ scriptFor }: { scriptFor: AppScriptFor }) {
  const routeIds = useMatches({ select: (matches) => matches.map((match) => match.routeId) });
  return <script dangerouslySetInnerHTML={{ __html: scriptFor(routeIds) }} />;
}
