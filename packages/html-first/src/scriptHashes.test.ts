import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHash } from './scriptHashes';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

describe('inlineScriptHashes', () => {
  it('should hash each inline script once, in a stable order, as CSP expects', () => {
    const html =
      '<script>b()</script><script type="module" data-page-script="dialog">a()</script><script>b()</script>';
    expect(inlineScriptHashes(html)).toEqual(
      [`sha256-${sha256('a()')}`, `sha256-${sha256('b()')}`].sort(),
    );
  });

  it('should leave out scripts that run nothing inline: files and structured data', () => {
    const html =
      '<script src="/assets/app.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('should hash the exact text, whitespace included', () => {
    expect(scriptHash(' a()')).not.toBe(scriptHash('a()'));
    expect(scriptHash('a()')).toBe(`sha256-${sha256('a()')}`);
  });
});
