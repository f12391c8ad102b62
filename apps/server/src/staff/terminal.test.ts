// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toTable } from './table';
import { terminalSafe, terminalSafeJson } from './terminal';

/** What a terminal would act on: C0 and C1 controls, DEL, separators, bidi marks and overrides. */
const acting =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const clipboardWrite = '\u001b]52;c;ZWNobyBoaQ==\u0007';
const hiddenText = 'Hi\u001b[8mrm -rf ~\u001b[0m';
const reordered = 'invoice\u202efdp.exe';

describe('terminalSafe', () => {
  it('should show escape sequences, C1 controls and DEL as visible escapes', () => {
    expect(terminalSafe(clipboardWrite)).toBe('\\x1b]52;c;ZWNobyBoaQ==\\x07');
    expect(terminalSafe(hiddenText)).toBe('Hi\\x1b[8mrm -rf ~\\x1b[0m');
    expect(terminalSafe('a\u009b31mb\u007f')).toBe('a\\x9b31mb\\x7f');
  });

  it('should show bidirectional overrides and line breaks instead of obeying them', () => {
    expect(terminalSafe(reordered)).toBe('invoice\\u202efdp.exe');
    expect(terminalSafe('\u2066x\u2069\u200f')).toBe('\\u2066x\\u2069\\u200f');
    expect(terminalSafe('one\ntwo\r\tthree\u2028')).toBe('one\\ntwo\\r\\tthree\\u2028');
  });

  it('should double a backslash so that typed text cannot pass for an escape', () => {
    expect(terminalSafe('\\x1b')).toBe('\\\\x1b');
  });

  it('should leave ordinary text, accents and emoji alone', () => {
    expect(terminalSafe('Asha Rao — 履歴書 😀 ; = @')).toBe('Asha Rao — 履歴書 😀 ; = @');
  });
});

describe('terminalSafeJson', () => {
  it('should escape every acting character and still read back as the same values', () => {
    const values = [{ message: `${clipboardWrite}${hiddenText}\u009b${reordered}\u2028` }];
    const json = terminalSafeJson(values);
    expect(json).not.toMatch(acting);
    expect(JSON.parse(json)).toEqual(values);
  });
});

describe('toTable', () => {
  it('should print no character a terminal would act on, whatever the cells hold', () => {
    const table = toTable(
      ['id', 'message'],
      [
        { id: 1, message: clipboardWrite },
        { id: 2, message: hiddenText },
        { id: 3, message: reordered },
      ],
    );
    expect(table.replace(/\n/g, '')).not.toMatch(acting);
    expect(table).toContain('\\x1b]52;c;');
    expect(table).toContain('invoice\\u202efdp.exe');
  });

  it('should cut a long cell without splitting an emoji in two', () => {
    const table = toTable(['message'], [{ message: '😀'.repeat(50) }]);
    const row = table.split('\n')[2] ?? '';
    expect(row).toBe(`${'😀'.repeat(39)}…`);
  });
});
