import { createContext, Script } from 'node:vm';
import { micromark } from 'micromark';

/**
 * The longest one description may take to render. CommonMark has inputs whose cost grows far
 * faster than their length (10,000 nested list markers on one line take micromark 32 s), and
 * rendering runs on the thread that answers every request: past this, the description is
 * refused as too complex instead. The limit is wall-clock time, so it leaves room for a busy
 * machine: at 250 ms a plain description was refused once while CI kept both cores full. Only
 * signed-in staff post descriptions.
 */
const renderBudgetMs = 1000;

const options = {
  allowDangerousHtml: false,
  allowDangerousProtocol: false,
  // Images would load from other sites, which the pages' CSP refuses anyway: `![x](…)` is a link.
  extensions: [{ disable: { null: ['labelStartImage'] } }],
};
// The budget is enforced by running the render in a context with a timeout, which stops it
// wherever it is; micromark itself is this module's, called from inside.
const sandbox = createContext({
  render: (markdown: string) => micromark(markdown, options),
  markdown: '',
});
const renderScript = new Script('render(markdown)');

/**
 * An opening's description, written by staff in Markdown (CommonMark), as HTML safe to put in a
 * page: HTML typed into it is shown as text, a link whose address is a script (`javascript:`,
 * `data:` and the like) loses its address, and images are links. Its highest heading is at
 * `topLevel` (under the page's own title and sections), the others keep their steps below it,
 * and none goes past h6. Null when it takes more
 * than its time budget to render.
 */
export function descriptionHtml(markdown: string, topLevel: 2 | 3 = 2): string | null {
  sandbox['markdown'] = markdown;
  let html: string;
  try {
    html = renderScript.runInContext(sandbox, { timeout: renderBudgetMs }) as string;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return null;
    throw error;
  } finally {
    sandbox['markdown'] = '';
  }
  // Every tag in the output is micromark's own: what staff typed as tags is escaped text. The
  // description's highest heading, whatever its level, goes right under the page's own.
  const levels = [...html.matchAll(/<h([1-6])>/g)].map((match) => Number(match[1]));
  const shift = topLevel - Math.min(...levels, 6);
  return html.replace(
    /<(\/?)h([1-6])>/g,
    (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + shift)}>`,
  );
}
