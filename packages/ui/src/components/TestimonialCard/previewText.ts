/**
 * The first `limit` characters of `text`, followed by '...' only when something was cut.
 * Counts code points, so an emoji or accented letter is never split in half.
 */
export function previewText(text: string, limit = 150): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('').trimEnd()}...`;
}
