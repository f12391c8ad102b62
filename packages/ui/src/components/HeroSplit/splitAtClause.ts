/** Where a hero's text may be split into its lead and the rest, in characters of the lead. */
export interface LeadRange {
  min: number;
  /** The length aimed for when several boundaries of the same strength are in range. */
  target: number;
  max: number;
}

export const heroLeadRange: LeadRange = { min: 50, target: 70, max: 90 };

// The higher, the better a lead ends there: a sentence, then a clause set off by ; : or a dash,
// then a clause after a comma.
const strength = { comma: 1, clause: 2, sentence: 3 } as const;

interface Boundary {
  /** Length of the lead that ends here (the text before the space). */
  at: number;
  strength: (typeof strength)[keyof typeof strength];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

// Words that open a new clause after a comma, whatever the length of what follows.
const clauseOpeners = new Set(
  'and but or nor so yet then while whereas which who where when because although though not we you they it he she our your their its'.split(
    ' ',
  ),
);

/**
 * A comma between the items of a list ("Google, Meta and LinkedIn", "build pipelines, automated
 * tests, …") ends no clause: the item before it, or the one after it, is a short phrase.
 */
function separatesListItems(text: string, comma: number): boolean {
  const before = text.slice(0, comma);
  const itemBefore = words(
    before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(':')) + 1),
  );
  if (itemBefore.length <= 2) return true;
  const after = text.slice(comma + 1);
  const end = after.search(/[,;:.!?]/);
  const itemAfter = words(end === -1 ? after : after.slice(0, end));
  if (clauseOpeners.has(itemAfter[0]?.toLowerCase() ?? '')) return false;
  return itemAfter.length <= 3;
}

/** Every place where the text may break between a lead and the rest, with its strength. */
function boundaries(text: string): Boundary[] {
  const found: Boundary[] = [];
  let depth = 0;
  for (let index = 0; index < text.length - 1; index += 1) {
    const char = text.charAt(index);
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (depth > 0 || !/\s/.test(text.charAt(index + 1))) continue;
    const at = index + 1;
    if (/[.!?]/.test(char)) found.push({ at, strength: strength.sentence });
    else if (/[;:—–]/.test(char)) found.push({ at, strength: strength.clause });
    else if (char === ',' && !separatesListItems(text, index))
      found.push({ at, strength: strength.comma });
  }
  return found;
}

/**
 * Splits a hero's text into a lead, set as a standfirst, and the rest, which follows it as its
 * paragraph. The split falls on the strongest boundary whose lead is `min` to `max` characters
 * long (the end of a sentence, then a clause set off by `;`, `:` or a dash, then a clause after a
 * comma; never inside parentheses or a list), the nearest to `target` among equals. A text of
 * `max` characters or fewer is all lead. A longer text with no such boundary is not split: the
 * lead is empty and the whole text is the paragraph. The words are never changed: the lead, a
 * space and the rest are the trimmed text.
 */
export function splitAtClause(text: string, range: LeadRange = heroLeadRange): [string, string] {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= range.max) return [trimmed, ''];
  const inRange = boundaries(trimmed).filter(({ at }) => at >= range.min && at <= range.max);
  const best = inRange.reduce<Boundary | undefined>((chosen, candidate) => {
    if (!chosen || candidate.strength > chosen.strength) return candidate;
    if (candidate.strength < chosen.strength) return chosen;
    return Math.abs(candidate.at - range.target) < Math.abs(chosen.at - range.target)
      ? candidate
      : chosen;
  }, undefined);
  if (!best) return ['', trimmed];
  return [trimmed.slice(0, best.at), trimmed.slice(best.at + 1)];
}
