// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeRichText as sanitizeOnServer } from '../../../api/src/modules/products/rich-text.ts';
import { sanitizeRichText as sanitizeInBrowser } from './rich-text.ts';

/**
 * The server (sanitize-html) and the browser (DOMPurify) apply one policy, so a text the server
 * saved is shown unchanged, and a text the browser cleans in the editor is what the server keeps.
 */
const corpus = [
  '<h3>Specs</h3><p><b>Bold</b> <i>italic</i> <u>under</u> <s>gone</s> <strong>strong</strong> <em>em</em></p>',
  '<ul><li>one</li><li>two <b>2</b></li></ul><ol><li>first</li></ol>',
  '<div>line one</div><div>line two<br></div><div><br></div>',
  '<h2>Big</h2><h4>Small</h4><h1>too big</h1><h5>tiny</h5><blockquote>quote</blockquote><pre><code>code()</code></pre><hr>',
  '<table><thead><tr><th>k</th></tr></thead><tbody><tr><td colspan="2" style="width:1px">v</td></tr></tbody></table>',
  '<p style="color:red" class="x" id="y" dir="rtl" onclick="steal()">attributes</p>',
  '<p data-id="1" aria-label="label" role="note" title="t" lang="ar" tabindex="0" xmlns="http://www.w3.org/1999/xhtml">more attributes</p>',
  '<a href="https://x.example" data-track="1" aria-label="l" name="n" download ping="https://t.example">link attributes</a>',
  '<span style="font-weight:bold">span</span> <font color="red">font</font> <mark>mark</mark> <sub>sub</sub>',
  '<p>text<script>alert(1)</script><style>p{}</style><iframe src="https://evil.example">frame</iframe></p>',
  '<img src="x" onerror="alert(1)"><video src="v.mp4">video</video><object data="x">object</object><embed src="x">',
  '<svg onload="alert(1)"><text>svg</text></svg><math><mi>x</mi></math><template><p>t</p></template>',
  '<form action="/x"><input value="v"><button>button</button><select><option>opt</option></select><textarea>ta</textarea></form>',
  '<a href="https://example.com">web</a> <a href="http://example.com/a?b=1&amp;c=2">query</a> <a href="mailto:a@example.com">mail</a>',
  '<a href="/en/products">local</a> <a href="/en/products" target="_blank">local new tab</a> <a href="https://x.example" target="_self" rel="opener">forced</a>',
  '<a href="javascript:alert(1)">js</a> <a href="JAVASCRIPT:alert(1)">JS</a> <a href="java&#x09;script:alert(1)">tab</a> <a href=" javascript:alert(1)">space</a>',
  '<a href="data:text/html,x">data</a> <a href="vbscript:x">vb</a> <a href="//evil.example">protocol-relative</a> <a href="/\\evil.example">backslash</a>',
  '<a href="HTTPS://EXAMPLE.COM/A">upper</a> <a href="https://example.com/&quot;onmouseover=&quot;x">quote</a> <a href="https://example.com/a b">space</a>',
  '<a href="page.html">relative</a> <a href="#top">anchor</a> <a>no href</a> <a href="ftp://x.example">ftp</a>',
  '<p>a &amp; b &lt;c&gt; "quoted" \'single\' &nbsp; é ع</p><!-- comment -->',
  'plain text with no tags',
  '<p>unclosed <b>bold <i>both</p>',
];

/** The DOM a browser builds from an HTML string, written back out, so `<br />` and `<br>` compare equal. */
function reparsed(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.innerHTML;
}

describe('the server and the browser sanitise rich text alike', () => {
  it.each(corpus)('%s', (html) => {
    expect(reparsed(sanitizeOnServer(html))).toBe(reparsed(sanitizeInBrowser(html)));
  });

  it('differs only where DOMPurify is stricter: an element with an `is` attribute goes with its text', () => {
    expect(sanitizeOnServer('<p is="x-p">custom</p>')).toBe('<p>custom</p>');
    expect(sanitizeInBrowser('<p is="x-p">custom</p>')).toBe('');
  });

  it('leaves server-cleaned text unchanged in the browser', () => {
    for (const html of corpus) {
      const saved = sanitizeOnServer(html);
      expect(sanitizeInBrowser(saved), html).toBe(reparsed(saved));
    }
  });
});
