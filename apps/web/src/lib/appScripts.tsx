import { useMatches } from '@tanstack/react-router';
import type { AppScriptsByRoute } from '@ngs/html-first';
import { createContext, useContext } from 'react';

const AppScriptsContext = createContext<AppScriptsByRoute>({});

/** Set by the server's render only (entry-server.tsx), with the scripts the build wrote. */
export const AppScriptsProvider = AppScriptsContext;

/**
 * Writes the matched routes' scripts (@ngs/html-first: the app loader, each route's chunks) into
 * the server's HTML. The router's `<Scripts>` would do it from its manifest, but it also copies that manifest into
 * the state it hands the browser, so the loader's text would travel twice. Each script removes
 * itself once it has run, and the browser's render has none to write, so hydration finds the
 * same nothing in their place.
 */
export function AppScripts() {
  const scripts = useContext(AppScriptsContext);
  // The browser's render has none: it need not follow the matches on every navigation.
  return Object.keys(scripts).length > 0 ? <MatchedRoutesScripts scripts={scripts} /> : null;
}

function MatchedRoutesScripts({ scripts }: { scripts: AppScriptsByRoute }) {
  const routeIds = useMatches({ select: (matches) => matches.map((match) => match.routeId) });
  return routeIds
    .flatMap((routeId) => scripts[routeId] ?? [])
    .map((source) => <script key={source} dangerouslySetInnerHTML={{ __html: source }} />);
}
