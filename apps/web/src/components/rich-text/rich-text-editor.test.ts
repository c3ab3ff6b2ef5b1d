// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@tiptap/react';
import { sanitizeRichText as sanitizeOnServer } from '../../../../api/src/modules/products/rich-text.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import {
  editorHtml,
  richTextCommands,
  richTextExtensions,
  runCommand,
  type RichTextCommand,
} from './rich-text-schema.ts';

let editor: Editor | undefined;

function editorWith(content: string): Editor {
  editor = new Editor({ element: document.createElement('div'), extensions: richTextExtensions, content });
  return editor;
}

afterEach(() => editor?.destroy());

/** The editor's HTML after one toolbar command on the word "rugged" of a short description. */
function afterCommand(command: RichTextCommand, href?: string, content = '<p>A rugged tracker.</p>'): string {
  const current = editorWith(content);
  current.commands.setTextSelection({ from: 3, to: 9 });
  expect(runCommand(current, command, href)).toBe(true);
  return editorHtml(current);
}

/** The DOM a browser builds from an HTML string, written back out: sanitize-html writes `<br />`. */
function reparsed(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.innerHTML;
}

/**
 * What the editor writes is what the browser shows and what the server saves: both sanitisers
 * (DOMPurify and sanitize-html, one shared policy) leave it as it is.
 */
function expectKeptBySanitisers(html: string) {
  expect(sanitizeRichText(html)).toBe(html);
  expect(reparsed(sanitizeOnServer(html))).toBe(html);
}

describe('the rich-text editor’s HTML and the shared sanitiser policy', () => {
  const expected: Record<Exclude<RichTextCommand, 'link' | 'clear'>, string> = {
    bold: '<p>A <strong>rugged</strong> tracker.</p>',
    italic: '<p>A <em>rugged</em> tracker.</p>',
    underline: '<p>A <u>rugged</u> tracker.</p>',
    heading: '<h3>A rugged tracker.</h3>',
    bulleted: '<ul><li><p>A rugged tracker.</p></li></ul>',
    numbered: '<ol><li><p>A rugged tracker.</p></li></ol>',
  };

  for (const [command, html] of Object.entries(expected)) {
    it(`${command}: ${html}`, () => {
      const written = afterCommand(command as RichTextCommand);
      expect(written).toBe(html);
      expectKeptBySanitisers(written);
    });
  }

  it('link to another site: opens in a new tab that cannot reach back into the shop', () => {
    const written = afterCommand('link', 'https://example.com/specs');
    expect(written).toBe(
      '<p>A <a href="https://example.com/specs" target="_blank" rel="noopener noreferrer">rugged</a> tracker.</p>',
    );
    expectKeptBySanitisers(written);
  });

  it('link to a page of the shop: stays in the tab', () => {
    const written = afterCommand('link', '/en/products');
    expect(written).toBe('<p>A <a href="/en/products">rugged</a> tracker.</p>');
    expectKeptBySanitisers(written);
  });

  it('link with nothing selected: the address becomes the link’s text', () => {
    const current = editorWith('<p>Write to us at , please.</p>');
    current.commands.setTextSelection(16);
    runCommand(current, 'link', 'mailto:sales@example.com');
    const written = editorHtml(current);
    expect(written).toBe(
      '<p>Write to us at <a href="mailto:sales@example.com" target="_blank" rel="noopener noreferrer">mailto:sales@example.com</a>, please.</p>',
    );
    expectKeptBySanitisers(written);
  });

  it('a refused address (javascript:, another host as //host) makes no link', () => {
    for (const href of ['javascript:alert(1)', '//evil.example', 'data:text/html,x']) {
      const current = editorWith('<p>A rugged tracker.</p>');
      current.commands.setTextSelection({ from: 3, to: 9 });
      expect(runCommand(current, 'link', href)).toBe(false);
      expect(editorHtml(current)).toBe('<p>A rugged tracker.</p>');
    }
  });

  it('an emptied address removes the link', () => {
    const written = afterCommand('link', '', '<p>A <a href="https://example.com">rugged</a> tracker.</p>');
    expect(written).toBe('<p>A rugged tracker.</p>');
  });

  it('clear formatting: marks and blocks go back to plain paragraphs', () => {
    const written = afterCommand('clear', undefined, '<h3>A <strong><em>rugged</em></strong> tracker.</h3>');
    expect(written).toBe('<p>A rugged tracker.</p>');
    expectKeptBySanitisers(written);
  });

  it('every toolbar command has a case above', () => {
    expect([...Object.keys(expected), 'link', 'clear'].sort()).toEqual([...richTextCommands].sort());
  });

  it('pasted or stored HTML comes out in the policy’s shape: no class, style, handler or foreign tag', () => {
    const current = editorWith(
      '<h1 class="title">Big</h1><p style="color:red" onclick="steal()">Hi <span class="x">there</span><script>alert(1)</script></p>' +
        '<pre><code class="language-js">run()</code></pre><blockquote><p>Quote</p></blockquote><hr>' +
        '<p><a href="https://x.example" class="btn" title="t" target="_self" rel="opener">out</a> <a href="javascript:alert(1)">js</a> <s>old</s> <code>c</code><br>next</p>',
    );
    const written = editorHtml(current);
    expect(written).not.toMatch(/class=|style=|onclick|script|title=|_self|"opener"|javascript/);
    expectKeptBySanitisers(written);
  });

  it('an empty editor hands the form an empty string', () => {
    expect(editorHtml(editorWith(''))).toBe('');
  });
});
