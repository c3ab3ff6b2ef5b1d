import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText on the server', () => {
  it('keeps the formatting the editor writes', () => {
    const html =
      '<h3>Specs</h3><p><b>Bold</b>, <i>italic</i>, <u>under</u>, <strong>strong</strong>, <em>em</em></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns the editor’s line <div>s into paragraphs instead of running the lines together', () => {
    expect(sanitizeRichText('<div>first</div><div>second<br></div>')).toBe('<p>first</p><p>second<br /></p>');
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

  it('replaces a target and rel chosen by the author', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
