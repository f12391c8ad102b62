import { describe, expect, it } from 'vitest';
import { withRecordedBlock } from '../../../../scripts/quality-record.mjs';

const doc = [
  '# Quality',
  'Written by hand.',
  '<!-- bench:js -->',
  '| old | table |',
  '<!-- /bench:js -->',
  'Also by hand.',
].join('\n');

describe('withRecordedBlock', () => {
  it('should replace only what lies between the bench’s two markers', () => {
    expect(withRecordedBlock(doc, 'js', '| new | table |\n')).toBe(
      [
        '# Quality',
        'Written by hand.',
        '<!-- bench:js -->',
        '| new | table |',
        '<!-- /bench:js -->',
        'Also by hand.',
      ].join('\n'),
    );
  });

  it('should refuse a bench with no block, rather than write somewhere else', () => {
    expect(() => withRecordedBlock(doc, 'lighthouse', 'x')).toThrow(/no block for lighthouse/);
  });

  it('should refuse a document with the bench’s block twice', () => {
    expect(() => withRecordedBlock(`${doc}\n${doc}`, 'js', 'x')).toThrow(/two blocks/);
  });
});
