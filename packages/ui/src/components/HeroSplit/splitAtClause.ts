/** Where a hero's text may be split into its lead and the rest, in characters of the lead. */
export interface LeadRange {
  min: number;
  /** The length aimed for when several boundaries of the same strength are in range. */
  target: number;
  max: number;
}

export const heroLeadRange: LeadRange = { min: 50, target: 70, max: 90 };

// A comma ends a clause when the phrases on both sides are longer than a list's items ("Google,
// Meta and LinkedIn"), or when the phrase after it starts with a word that opens a clause.
const listItem = /^ *\S+( \S+)?$/;
const shortPhrase = /^ *\S+( \S+){0,2}$/;
const clauseOpener =
  /^ (and|but|or|so|yet|then|while|which|who|where|when|because|not|we|you|they|it|our|your|their) /i;

/**
 * Splits a hero's text into a lead, set as a standfirst, and the rest, which follows it as its
 * paragraph. The split falls on the strongest boundary whose lead is `min` to `max` characters
 * long (the end of a sentence, then a clause set off by `;`, `:` or a dash, then a clause after a
 * comma; never inside parentheses or between the items of a list), the nearest to `target` among
 * equals. A text of `max` characters or fewer is all lead. A longer text with no such boundary is
 * not split: the lead is empty and the whole text is the paragraph. The words are never changed:
 * the lead, a space and the rest are the text, trimmed, its runs of white space made one space.
 */
export function splitAtClause(text: string, range: LeadRange = heroLeadRange): [string, string] {
  const normal = text.trim().replace(/\s+/g, ' ');
  if (normal.length <= range.max) return [normal, ''];
  let best = 0;
  let bestStrength = 0;
  let depth = 0;
  for (let at = 1; at <= range.max; at += 1) {
    const mark = normal[at - 1];
    depth += mark === '(' ? 1 : mark === ')' ? -1 : 0;
    if (at < range.min || depth > 0 || normal[at] !== ' ') continue;
    const phraseBefore =
      normal
        .slice(0, at - 1)
        .split(/[,:]/)
        .pop() ?? '';
    const phraseAfter = normal.slice(at).split(/[,;:.!?]/)[0] ?? '';
    const strength = /[.!?]/.test(mark ?? '')
      ? 3
      : /[;:—–]/.test(mark ?? '')
        ? 2
        : mark === ',' &&
            !listItem.test(phraseBefore) &&
            (clauseOpener.test(phraseAfter) || !shortPhrase.test(phraseAfter))
          ? 1
          : 0;
    if (
      strength > bestStrength ||
      (strength &&
        strength === bestStrength &&
        Math.abs(at - range.target) < Math.abs(best - range.target))
    ) {
      best = at;
      bestStrength = strength;
    }
  }
  return best ? [normal.slice(0, best), normal.slice(best + 1)] : ['', normal];
}
