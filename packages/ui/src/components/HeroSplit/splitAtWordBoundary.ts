/**
 * Splits text into a lead line of at most `limit` characters and the rest, never inside a word.
 * The lead is the longest prefix that ends at whitespace; when the first word alone is longer
 * than `limit`, the lead is that whole word. Both parts are trimmed.
 */
export function splitAtWordBoundary(text: string, limit = 70): [string, string] {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return [trimmed, ''];

  // A break exactly at `limit` still leaves a lead of `limit` characters, hence `limit + 1`.
  const window = trimmed.slice(0, limit + 1);
  let breakAt = -1;
  for (let index = window.length - 1; index > 0; index -= 1) {
    if (/\s/.test(window.charAt(index))) {
      breakAt = index;
      break;
    }
  }
  if (breakAt === -1) {
    const firstSpace = trimmed.search(/\s/);
    if (firstSpace === -1) return [trimmed, ''];
    breakAt = firstSpace;
  }
  return [trimmed.slice(0, breakAt).trimEnd(), trimmed.slice(breakAt).trimStart()];
}
