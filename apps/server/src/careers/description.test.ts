import { describe, expect, it } from 'vitest';
import { descriptionHtml } from './description';

describe("an opening's description (issue 34)", () => {
  it('should render the Markdown staff write: paragraphs, emphasis, lists, links', () => {
    expect(
      descriptionHtml(
        'Build **screens**.\n\n- React\n- TypeScript\n\n[Our services](https://ngs.example/whatweprovide)',
      ),
    ).toBe(
      '<p>Build <strong>screens</strong>.</p>\n<ul>\n<li>React</li>\n<li>TypeScript</li>\n</ul>\n<p><a href="https://ngs.example/whatweprovide">Our services</a></p>',
    );
  });

  it('should put its headings under the page title: # is an h2, and none goes past h6', () => {
    expect(descriptionHtml('# Role\n\n###### Small')).toBe('<h2>Role</h2>\n<h6>Small</h6>');
    expect(descriptionHtml('# Role\n\n## Tasks', 3)).toBe('<h3>Role</h3>\n<h4>Tasks</h4>');
    // Staff who start at ## (as many editors teach) skip no level of the page's outline.
    expect(descriptionHtml('## Tasks\n\n#### Daily', 3)).toBe('<h3>Tasks</h3>\n<h5>Daily</h5>');
    expect(descriptionHtml('No headings at all.', 3)).toBe('<p>No headings at all.</p>');
  });

  it.each([
    ['ten thousand nested list markers', `${'- '.repeat(9_999)}a`],
    ['runs of emphasis that never close', '*a_'.repeat(6_666)],
  ])('should give up on %s within its budget, instead of holding the server', (_, markdown) => {
    const started = performance.now();
    expect(descriptionHtml(markdown)).toBeNull();
    // The budget is 1 s; the rest is margin for a busy machine, far under the 32 s it took.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['[click](javascript:alert(1))', '<p><a href="">click</a></p>'],
    ['[click](JaVaScRiPt:alert(1))', '<p><a href="">click</a></p>'],
    ['![x](data:image/svg+xml;base64,PHN2Zz4=)', '<p>!<a href="">x</a></p>'],
    [
      '![x](https://tracker.example/pixel.png)',
      '<p>!<a href="https://tracker.example/pixel.png">x</a></p>',
    ],
    ['<h1 id="x">title</h1>', '&lt;h1 id=&quot;x&quot;&gt;title&lt;/h1&gt;'],
    [
      '[x](https://a.example/"onmouseover="alert(1))',
      '<p><a href="https://a.example/%22onmouseover=%22alert(1)">x</a></p>',
    ],
  ])('should keep %j harmless', (markdown, html) => {
    expect(descriptionHtml(markdown)).toBe(html);
  });
});
