'use client';

import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { carousel, dialog, errorSummary, passwordChecklist } from '@ngs/html-first/inline-scripts';

const neverChanges = () => () => {};

/** True in the server's markup and while hydrating it; false once the app renders on its own. */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/**
 * Every kit component's own lines of script, by the name its component asks for: written as
 * TypeScript in @ngs/html-first (one folder each, with its tests) and built into these texts.
 */
const kitScripts = { carousel, dialog, errorSummary, passwordChecklist };
export type ServerScriptName = keyof typeof kitScripts;

/**
 * The text of every script the kit may write into a server's HTML: a Content-Security-Policy that
 * allows inline scripts by their hashes lists these.
 */
export const serverScriptSources: readonly string[] = /* @__PURE__ */ Object.values(kitScripts);
type ScriptSources = Partial<Record<ServerScriptName, string>>;

const ScriptSourcesContext = /* @__PURE__ */ createContext<ScriptSources>({});

/** For tests: the sources given, in place of the kit's own. */
export const ScriptSourcesProvider = ScriptSourcesContext;

/** Whether a page-wide script (`once`) is asked for the first time in this server render. */
const FirstAskContext = /* @__PURE__ */ createContext<((name: ServerScriptName) => boolean) | null>(
  null,
);

function firstAsks(): (name: ServerScriptName) => boolean {
  const written = new Set<ServerScriptName>();
  return (name) => {
    if (written.has(name)) return false;
    written.add(name);
    return true;
  };
}

/**
 * Set around the server's render only (its entry for the server): the kit's components then write
 * their few lines of script into the HTML, so that they answer before the app has hydrated the
 * page. The browser's bundle never imports this, so the scripts' text never travels twice.
 * Without it the components work as well, from hydration on.
 */
export function ServerScripts({ children }: { children: ReactNode }) {
  const [firstAsk] = useState(firstAsks);
  return (
    <ScriptSourcesContext value={kitScripts}>
      <FirstAskContext value={firstAsk}>{children}</FirstAskContext>
    </ScriptSourcesContext>
  );
}

/**
 * A component's own few lines of script, written into the server's HTML where it stands, so that
 * a control answers from the first paint, before the app has hydrated the page. The script finds
 * its component through `document.currentScript` (or, run after parsing, by its attributes),
 * should only change attributes (which hydration leaves as they are) and should stand down once
 * the component has mounted.
 *
 * The element is rendered while hydrating too, so that the trees match, but with no text: the
 * browser's bundle does not carry the sources, and the text a hydrated script holds is never read
 * again (React never runs a script it renders on the client). Once the app renders on its own the
 * element is dropped.
 */
export function ServerScript({
  name,
  afterParsing = false,
  once = false,
}: {
  name: ServerScriptName;
  /**
   * One script for the whole page, however many components ask for it (it finds them itself):
   * a module script, run once the page is parsed, written where the first one stands and marked
   * `data-page-script` with its name. It must remove itself once it has run: only the server
   * writes it, and the browser's render, which has none, then finds the same nothing in its place.
   */
  once?: boolean;
  /**
   * A module script, run once the page is parsed rather than where it stands: the parser does
   * not stop at it, so the page is not painted in two steps around it. It has no
   * `document.currentScript` and finds its component by its attributes.
   */
  afterParsing?: boolean;
}) {
  const source = useContext(ScriptSourcesContext)[name] ?? '';
  const firstAsk = useContext(FirstAskContext);
  const serverMarkup = useServerMarkup();
  if (once) {
    return firstAsk?.(name) ? (
      <script type="module" data-page-script={name} dangerouslySetInnerHTML={{ __html: source }} />
    ) : null;
  }
  return serverMarkup ? (
    <script
      type={afterParsing ? 'module' : undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: source }}
    />
  ) : null;
}
