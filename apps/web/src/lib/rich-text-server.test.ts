import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';

// A module of its own per case: the sanitiser is made once per module, on first use.
async function freshRichText() {
  vi.resetModules();
  return import('./rich-text.ts');
}

describe('rich text on the server (a page drawn without a browser window)', () => {
  it('refuses to pass rich text on unsanitised when no DOM was given', async () => {
    const { sanitizeRichText } = await freshRichText();
    expect(() => sanitizeRichText('<img src=x onerror=alert(1)>')).toThrow(/needs a DOM/);
  });

  it('sanitises with the same policy in the DOM it was given', async () => {
    const { sanitizeRichText, setRichTextWindow, richTextToPlain } = await freshRichText();
    setRichTextWindow(new JSDOM('').window as unknown as Parameters<typeof setRichTextWindow>[0]);
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><div>line</div>')).toBe(
      '<p>Hi</p><p>line</p>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript:');
    expect(richTextToPlain('<p>One <b>two</b></p>')).toBe('One two');
  });
});
