import { micromark } from 'micromark';

/**
 * An opening's description, written by staff in Markdown (CommonMark), as HTML safe to put in a
 * page: any HTML typed into it is shown as text, and a link or an image whose address is not
 * http(s) or mailto loses its address (micromark's defaults, which are never relaxed here).
 * Its headings start one level below the page's own title, so `#` is an h2, down to h6.
 */
export function descriptionHtml(markdown: string): string {
  const html = micromark(markdown, { allowDangerousHtml: false, allowDangerousProtocol: false });
  // Every tag in the output is micromark's own: what staff typed as tags is escaped text.
  return html.replace(
    /<(\/?)h([1-6])>/g,
    (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + 1)}>`,
  );
}
