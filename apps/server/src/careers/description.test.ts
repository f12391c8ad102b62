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
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['[click](javascript:alert(1))', '<p><a href="">click</a></p>'],
    ['[click](JaVaScRiPt:alert(1))', '<p><a href="">click</a></p>'],
    ['![x](data:image/svg+xml;base64,PHN2Zz4=)', '<p><img src="" alt="x" /></p>'],
    ['<h1 id="x">title</h1>', '&lt;h1 id=&quot;x&quot;&gt;title&lt;/h1&gt;'],
    [
      '[x](https://a.example/"onmouseover="alert(1))',
      '<p><a href="https://a.example/%22onmouseover=%22alert(1)">x</a></p>',
    ],
  ])('should keep %j harmless', (markdown, html) => {
    expect(descriptionHtml(markdown)).toBe(html);
  });
});
