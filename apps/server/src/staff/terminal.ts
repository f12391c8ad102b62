/**
 * Visitors write what staff read in a terminal. These characters act instead of showing: DEL,
 * C1 controls (0x9b is an 8-bit CSI), the line and paragraph separators, and the bidirectional
 * marks and overrides that reorder the text around them. With the C0 controls and ESC (cursor
 * moves, OSC 52 clipboard writes, hidden text) they make up what must never reach a terminal raw.
 */
const actingBeyondC0 =
  '\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
const acting = new RegExp(`[\\u0000-\\u001f${actingBeyondC0}]`, 'g');
const actingInJson = new RegExp(`[${actingBeyondC0}]`, 'g');

const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const hex = (character: string, width: number) =>
  (character.codePointAt(0) ?? 0).toString(16).padStart(width, '0');

/**
 * Text that shows every acting character as an escape (`\x1b`, `\u202e`, `\n`), so staff see
 * what was sent and the terminal does nothing with it. A backslash is doubled, so an escape
 * someone typed cannot pass for one we wrote.
 */
export function terminalSafe(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(
      acting,
      (character) =>
        named[character] ??
        (character <= '\u00ff' ? `\\x${hex(character, 2)}` : `\\u${hex(character, 4)}`),
    );
}

/**
 * JSON that a terminal shows as it is: the acting characters JSON.stringify leaves raw (it
 * escapes C0 controls itself) are written as `\uXXXX`, which reads back as the same string.
 */
export function terminalSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    actingInJson,
    (character) => `\\u${hex(character, 4)}`,
  );
}
