// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText in the browser (DOMPurify)', () => {
  it('keeps the formatting the editor writes', () => {
    const html =
      '<h3>Specs</h3><p><b>Bold</b>, <i>italic</i>, <u>under</u>, <strong>strong</strong>, <em>em</em></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns the editor’s line <div>s into paragraphs instead of running the lines together', () => {
    expect(sanitizeRichText('<div>first</div><div>second<br></div>')).toBe('<p>first</p><p>second<br></p>');
  });

  it('drops scripts, styles, iframes and embedded documents with their content', () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example">frame</iframe><object data="x.swf">obj</object><svg><text>svg</text></svg><p>b</p>';
    expect(sanitizeRichText(html)).toBe('<p>a</p><p>b</p>');
  });

  it('drops event handlers, styles and classes, and unknown tags but not their text', () => {
    expect(
      sanitizeRichText(
        '<p onclick="steal()" style="color:red" class="x">Hi <span onmouseover="steal()">there</span><img src=x onerror="steal()"></p>',
      ),
    ).toBe('<p>Hi there</p>');
    expect(sanitizeRichText('<p data-id="1" aria-label="x" role="note">data</p>')).toBe('<p>data</p>');
  });

  it('keeps http(s), mailto and /-path links, with noopener on the ones that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://example.com/a">web</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">web</a>',
    );
    expect(sanitizeRichText('<a href="mailto:sales@example.com">mail</a>')).toBe(
      '<a href="mailto:sales@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeRichText('<a href="/en/products?type=gateway" target="_blank">shop</a>')).toBe(
      '<a href="/en/products?type=gateway">shop</a>',
    );
  });

  it('removes the href of javascript:, data:, protocol-relative and relative links', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      'page.html',
      '#top',
    ]) {
      expect(sanitizeRichText(`<a href="${href}" onclick="x()">link</a>`), href).toBe('<a>link</a>');
    }
  });

  it('leaves no way to run script through mutation tricks', () => {
    for (const html of [
      '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<form><math><mtext></form><form><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    ]) {
      const container = document.createElement('div');
      container.innerHTML = sanitizeRichText(html);
      expect(container.querySelectorAll('img, script, style, svg, math, [onerror]'), html).toHaveLength(0);
    }
  });

  it('reads the plain text for a meta description', () => {
    expect(richTextToPlain('<p>Rugged <b>4G</b>\n tracker</p><script>x</script>')).toBe('Rugged 4G tracker');
  });
});
